// Sign in with Google (OpenID Connect) and GitHub, both with PKCE, through arctic, on the same sessions as
// e-mail sign-in. A provider appears only when its client id and secret are configured.
import {
  CodeChallengeMethod,
  decodeIdToken,
  generateCodeVerifier,
  generateState,
  Google,
  OAuth2Client,
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
import { priorTrial } from "./trial-claims.server";

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

// GitHub's OAuth apps accept PKCE (S256); arctic's GitHub class does not send it, so its generic
// client is used with GitHub's two endpoints.
const GITHUB_AUTHORIZE = "https://github.com/login/oauth/authorize";
const GITHUB_TOKEN = "https://github.com/login/oauth/access_token";

function github(config: AppConfig, request: Request): OAuth2Client {
  return new OAuth2Client(config.GITHUB_CLIENT_ID!, config.GITHUB_CLIENT_SECRET!, callbackUrl(config, request, "github"));
}

// Google signs ID tokens as either issuer (OpenID Connect discovery document).
const GOOGLE_ISSUERS = new Set(["https://accounts.google.com", "accounts.google.com"]);

function flowCookie(name: string, value: string, maxAge = FLOW_TTL_SECONDS): string {
  return `${name}=${value}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${maxAge}`;
}

export function clearFlowCookies(): string[] {
  return [flowCookie(STATE_COOKIE, "", 0), flowCookie(VERIFIER_COOKIE, "", 0)];
}

/** The provider's authorisation URL, with the state (and PKCE verifier) kept in short-lived cookies. */
export function startOAuth(config: AppConfig, request: Request, provider: OAuthProvider): { url: URL; cookies: string[] } {
  const state = generateState();
  const verifier = generateCodeVerifier();
  const url =
    provider === "google"
      ? google(config, request).createAuthorizationURL(state, verifier, ["openid", "profile", "email"])
      : github(config, request).createAuthorizationURLWithPKCE(GITHUB_AUTHORIZE, state, CodeChallengeMethod.S256, verifier, [
          "read:user",
          "user:email",
        ]);
  return { url, cookies: [flowCookie(STATE_COOKIE, state), flowCookie(VERIFIER_COOKIE, verifier)] };
}

export class OAuthFailure extends Error {}

interface Identity {
  providerUserId: string;
  email: string;
  firstName: string;
  lastName: string;
  picture: string | null;
}

async function googleIdentity(tokens: OAuth2Tokens, config: AppConfig, now: number): Promise<Identity> {
  // The ID token comes straight from Google's token endpoint over TLS (so its signature needs no
  // check), but it must still be meant for us, from Google, and current (OpenID Connect Core 3.1.3.7).
  const claims = decodeIdToken(tokens.idToken()) as Record<string, unknown>;
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audience.includes(config.GOOGLE_CLIENT_ID) || (Array.isArray(claims.aud) && claims.azp !== config.GOOGLE_CLIENT_ID))
    throw new OAuthFailure("Google's answer was not meant for Piramide. Please try again.");
  if (typeof claims.iss !== "string" || !GOOGLE_ISSUERS.has(claims.iss))
    throw new OAuthFailure("The sign-in answer did not come from Google. Please try again.");
  if (typeof claims.exp !== "number" || claims.exp * 1000 <= now)
    throw new OAuthFailure("Google's sign-in answer has expired. Please try again.");
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
    const verifier = readCookie(request, VERIFIER_COOKIE);
    if (!verifier) throw new OAuthFailure("The sign-in link expired or did not match. Please try again.");
    if (provider === "google") {
      identity = await googleIdentity(await google(config, request).validateAuthorizationCode(code, verifier), config, now);
    } else {
      identity = await githubIdentity(await github(config, request).validateAuthorizationCode(GITHUB_TOKEN, code, verifier));
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
      const trial = await priorTrial(db, email);
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
          ...trial,
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
