// Sign in with Google (OpenID Connect with PKCE) and GitHub through arctic, on the same sessions as
// e-mail sign-in. A provider appears only when its client id and secret are configured.
import {
  decodeIdToken,
  generateCodeVerifier,
  generateState,
  GitHub,
  Google,
  OAuth2RequestError,
  type OAuth2Tokens,
} from "arctic";
import { and, eq } from "drizzle-orm";
import type { User } from "../../db/schema";
import { OAUTH_PROVIDERS, PROVIDER_NAMES, type OAuthProvider } from "../domain/oauth";
import { normaliseTimeZone } from "../domain/validation";
import { schema, type Database } from "./db.server";
import { readCookie } from "./cookies.server";
import type { AppConfig } from "./env.server";
import { createSession } from "./session.server";

const STATE_COOKIE = "piramide_oauth_state";
const VERIFIER_COOKIE = "piramide_oauth_verifier";
const FLOW_TTL_SECONDS = 10 * 60;

export function configuredProviders(config: AppConfig): OAuthProvider[] {
  return OAUTH_PROVIDERS.filter((p) =>
    p === "google"
      ? !!(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET)
      : !!(config.GITHUB_CLIENT_ID && config.GITHUB_CLIENT_SECRET),
  );
}

function callbackUrl(config: AppConfig, request: Request, provider: OAuthProvider): string {
  const origin = config.APP_URL ?? new URL(request.url).origin;
  return `${origin.replace(/\/$/, "")}/api/login/callback/${provider}`;
}

function google(config: AppConfig, request: Request): Google {
  return new Google(config.GOOGLE_CLIENT_ID!, config.GOOGLE_CLIENT_SECRET!, callbackUrl(config, request, "google"));
}

function github(config: AppConfig, request: Request): GitHub {
  return new GitHub(config.GITHUB_CLIENT_ID!, config.GITHUB_CLIENT_SECRET!, callbackUrl(config, request, "github"));
}

function flowCookie(name: string, value: string, maxAge = FLOW_TTL_SECONDS): string {
  return `${name}=${value}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${maxAge}`;
}

export function clearFlowCookies(): string[] {
  return [flowCookie(STATE_COOKIE, "", 0), flowCookie(VERIFIER_COOKIE, "", 0)];
}

/** The provider's authorisation URL, with the state (and PKCE verifier) kept in short-lived cookies. */
export function startOAuth(config: AppConfig, request: Request, provider: OAuthProvider): { url: URL; cookies: string[] } {
  const state = generateState();
  if (provider === "google") {
    const verifier = generateCodeVerifier();
    const url = google(config, request).createAuthorizationURL(state, verifier, ["openid", "profile", "email"]);
    return { url, cookies: [flowCookie(STATE_COOKIE, state), flowCookie(VERIFIER_COOKIE, verifier)] };
  }
  const url = github(config, request).createAuthorizationURL(state, ["read:user", "user:email"]);
  return { url, cookies: [flowCookie(STATE_COOKIE, state)] };
}

export class OAuthFailure extends Error {}

interface Identity {
  providerUserId: string;
  email: string;
  firstName: string;
  lastName: string;
  picture: string | null;
}

async function googleIdentity(tokens: OAuth2Tokens): Promise<Identity> {
  // The ID token comes straight from Google's token endpoint over TLS, so its claims can be read as is.
  const claims = decodeIdToken(tokens.idToken()) as Record<string, unknown>;
  if (typeof claims.sub !== "string" || typeof claims.email !== "string")
    throw new OAuthFailure("Google did not share your e-mail address.");
  if (claims.email_verified !== true) throw new OAuthFailure("Your Google e-mail address is not verified.");
  const name = typeof claims.name === "string" ? claims.name : "";
  return {
    providerUserId: claims.sub,
    email: claims.email,
    firstName: typeof claims.given_name === "string" ? claims.given_name : (name.split(" ")[0] ?? ""),
    lastName: typeof claims.family_name === "string" ? claims.family_name : name.split(" ").slice(1).join(" "),
    picture: typeof claims.picture === "string" ? claims.picture : null,
  };
}

async function githubIdentity(tokens: OAuth2Tokens): Promise<Identity> {
  const headers = {
    Authorization: `Bearer ${tokens.accessToken()}`,
    Accept: "application/vnd.github+json",
    "User-Agent": "Piramide",
  };
  const [userResponse, emailsResponse] = await Promise.all([
    fetch("https://api.github.com/user", { headers }),
    fetch("https://api.github.com/user/emails", { headers }),
  ]);
  if (!userResponse.ok || !emailsResponse.ok) throw new OAuthFailure("GitHub did not share your profile.");
  const user = (await userResponse.json()) as { id?: number; name?: string | null; login?: string; avatar_url?: string };
  const emails = (await emailsResponse.json()) as { email: string; primary: boolean; verified: boolean }[];
  const email = emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified);
  if (!email) throw new OAuthFailure("Your GitHub account has no verified e-mail address.");
  if (typeof user.id !== "number") throw new OAuthFailure("GitHub did not share your profile.");
  const name = (user.name ?? user.login ?? "").trim();
  return {
    providerUserId: String(user.id),
    email: email.email,
    firstName: name.split(" ")[0] ?? "",
    lastName: name.split(" ").slice(1).join(" "),
    picture: user.avatar_url ?? null,
  };
}

/**
 * Checks the state, exchanges the code, reads the verified e-mail, then signs in: the account
 * already linked to this provider identity, else the account with that verified e-mail (now
 * linked), else a new account. Throws OAuthFailure with a reason a person understands.
 */
export async function finishOAuth(
  db: Database,
  config: AppConfig,
  request: Request,
  provider: OAuthProvider,
  now: number,
): Promise<{ user: User; token: string; expiresAt: number; created: boolean; tookOver: boolean }> {
  const url = new URL(request.url);
  const providerError = url.searchParams.get("error");
  if (providerError) {
    throw new OAuthFailure(
      providerError === "access_denied"
        ? "You cancelled the sign-in."
        : `${PROVIDER_NAMES[provider]} reported an error: ${providerError}.`,
    );
  }
  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state");
  const storedState = readCookie(request, STATE_COOKIE);
  if (!code || !state || !storedState || state !== storedState) {
    throw new OAuthFailure("The sign-in link expired or did not match. Please try again.");
  }
  let identity: Identity;
  try {
    if (provider === "google") {
      const verifier = readCookie(request, VERIFIER_COOKIE);
      if (!verifier) throw new OAuthFailure("The sign-in link expired or did not match. Please try again.");
      identity = await googleIdentity(await google(config, request).validateAuthorizationCode(code, verifier));
    } else {
      identity = await githubIdentity(await github(config, request).validateAuthorizationCode(code));
    }
  } catch (error) {
    if (error instanceof OAuthFailure) throw error;
    const detail = error instanceof OAuth2RequestError ? error.code : error instanceof Error ? error.message : String(error);
    console.error(`oauth: ${provider} code exchange failed: ${detail}`);
    throw new OAuthFailure(`${PROVIDER_NAMES[provider]} could not confirm your sign-in. Please try again.`);
  }

  const email = identity.email.trim().toLowerCase();
  const [linked] = await db
    .select({ user: schema.users })
    .from(schema.oauthAccounts)
    .innerJoin(schema.users, eq(schema.users.id, schema.oauthAccounts.userId))
    .where(and(eq(schema.oauthAccounts.provider, provider), eq(schema.oauthAccounts.providerUserId, identity.providerUserId)))
    .limit(1);
  // The provider vouches for the address (Google's email_verified, GitHub's verified e-mails only).
  let user = linked?.user;
  let created = false;
  let tookOver = false;
  if (user && user.emailVerifiedAt === null) {
    [user] = await db.update(schema.users).set({ emailVerifiedAt: now }).where(eq(schema.users.id, user.id)).returning();
  }
  if (!user) {
    [user] = await db.select().from(schema.users).where(eq(schema.users.email, email)).limit(1);
    const link = (userId: number) =>
      db
        .insert(schema.oauthAccounts)
        .values({ provider, providerUserId: identity.providerUserId, userId, createdAt: now })
        .onConflictDoNothing();
    if (!user) {
      [user] = await db
        .insert(schema.users)
        .values({
          email,
          firstName: identity.firstName.slice(0, 100),
          lastName: identity.lastName.slice(0, 100),
          profileImageUrl: identity.picture,
          passwordHash: null,
          timeZone: normaliseTimeZone(null),
          createdAt: now,
          emailVerifiedAt: now,
        })
        .returning();
      created = true;
      await link(user!.id);
    } else if (user.emailVerifiedAt !== null) {
      // A proven address: the identity joins the account.
      await link(user.id);
    } else {
      // Nobody ever proved this address, so whoever registered it may not be its owner (account
      // pre-takeover). The provider's owner takes the account over: the address becomes proven, the
      // unproven password goes, and every session opened with it ends.
      const [, updated] = await db.batch([
        db.delete(schema.sessions).where(eq(schema.sessions.userId, user.id)),
        db.update(schema.users).set({ emailVerifiedAt: now, passwordHash: null }).where(eq(schema.users.id, user.id)).returning(),
        link(user.id),
      ]);
      user = updated[0] ?? user;
      tookOver = true;
    }
  }
  const session = await createSession(db, user!.id, now);
  return { user: user!, ...session, created, tookOver };
}
