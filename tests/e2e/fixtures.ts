// Test fixtures that reach the app's D1 and learners' objects directly, for states that would take
// many clicks to reach:
// above all a signed-in learner, made the way the server makes one (app/server/session.server.ts,
// after Lucia's guide): a random token in the cookie, its SHA-256 in `sessions`. Sign-up through the
// real form is tested in auth.spec.ts and forms-without-js.spec.ts; every other test starts signed in
// from here.
//
// The statements go to the e2e server's test-only door (worker.ts, POST /__e2e/d1), so they run in
// the same workerd as the app and never contend with it for the SQLite files. Specs import `test` and
// `expect` from here too.
import { createHash, pbkdf2, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { test as base, expect, type Page } from "@playwright/test";
import { appOrigin, uniqueEmail } from "./helpers";

export { expect };

const AUTOPLAY_KEY = "piramide:autoplay";

/**
 * New sentences play by themselves by default (issue #28). The specs written before that default
 * assume a quiet page (headless Chromium has no voices, so every autoplay would end in an audio
 * notice), so each page starts with autoplay off in its browser unless the test sets
 * `test.use({ autoplayByDefault: true })` or stores its own choice (a stored choice is never overwritten).
 */
export const test = base.extend<{ autoplayByDefault: boolean }>({
  autoplayByDefault: [false, { option: true }],
  page: async ({ page, autoplayByDefault }, provide) => {
    if (!autoplayByDefault) {
      await page.addInitScript((key) => {
        try {
          if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, "false");
        } catch {
          // opaque origins (about:blank) have no storage
        }
      }, AUTOPLAY_KEY);
    }
    await provide(page);
  },
});

export const ADMIN_EMAIL = "admin@piramide.test";
export const PASSWORD = "secret-pass";
const SESSION_COOKIE = "piramide_session";
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const TUTORIAL_SEEN_KEY = "piramide:tutorial-seen";

type Param = string | number | null;
interface Statement {
  sql: string;
  params?: Param[];
}

/** Runs the statements in the e2e server's D1 as one batch (one transaction); the rows of each. */
export async function d1<Row = Record<string, unknown>>(...statements: Statement[]): Promise<Row[][]> {
  const send = () =>
    fetch(`${appOrigin()}/__e2e/d1`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-e2e-fixture-key": process.env.E2E_FIXTURE_KEY ?? "" },
      body: JSON.stringify({ statements }),
    });
  let response = await send();
  // wrangler dev answers 503 when its worker restarted mid-request (it reloads when files it watches
  // change); the statements are one transaction, so sending them again is safe.
  if (response.status === 503) response = await send();
  if (!response.ok) throw new Error(`e2e D1: ${response.status} ${await response.text()}`);
  return (await response.json()) as Row[][];
}

// The password hash the server writes (app/server/crypto.server.ts: PBKDF2-SHA256, 100,000
// iterations, 16-byte salt, 32-byte hash, both base64), made once per worker: every fixture account
// can also sign in through the form or /api/login with PASSWORD.
let passwordHash: Promise<string> | null = null;
function hashPassword(): Promise<string> {
  passwordHash ??= (async () => {
    const salt = randomBytes(16);
    const hash = await promisify(pbkdf2)(PASSWORD, salt, 100_000, 32, "sha256");
    return `pbkdf2-sha256$100000$${salt.toString("base64")}$${hash.toString("base64")}`;
  })();
  return passwordHash;
}

/** 160 random bits in lower-case base32 without padding: the server's token alphabet, [a-z2-7]{32}. */
function sessionToken(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  const bytes = randomBytes(20);
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

export interface SignInOptions {
  email?: string;
  firstName?: string;
  lastName?: string;
  /** The free language, chosen through the API as the language screen does; none: the screen asks. */
  language?: string;
  /** Marks the tutorial seen (it opens once for a brand-new learner) before any page loads. */
  tutorialSeen?: boolean;
  /** A proven address (email_verified_at): what makes ADMIN_EMAIL the admin. */
  verified?: boolean;
}

/**
 * Makes the account (or reuses the one with this address, updating its name and whether the address
 * is proven) and a session for it, and puts the session cookie into the page's browser context.
 * Nothing is loaded: the test goes where it starts.
 */
export async function signIn(page: Page, options: SignInOptions = {}): Promise<{ email: string; userId: number }> {
  const email = (options.email ?? uniqueEmail("learner")).toLowerCase();
  const now = Date.now();
  const token = sessionToken();
  const hash = await hashPassword();
  // One batch, so one transaction: the account (made, or its name and proof updated) and its session.
  const [user] = await d1<{ id: number }>(
    {
      sql: `INSERT INTO users (email, first_name, last_name, password_hash, time_zone, created_at, email_verified_at)
            VALUES (?, ?, ?, ?, 'UTC', ?, ?)
            ON CONFLICT(email) DO UPDATE SET first_name = excluded.first_name, last_name = excluded.last_name,
              password_hash = excluded.password_hash, email_verified_at = excluded.email_verified_at
            RETURNING id`,
      params: [email, options.firstName ?? "Ada", options.lastName ?? "Lovelace", hash, now, options.verified ? now : null],
    },
    {
      sql: "INSERT INTO sessions (id, user_id, expires_at, created_at) SELECT ?, id, ?, ? FROM users WHERE email = ?",
      params: [createHash("sha256").update(token).digest("hex"), now + SESSION_TTL_MS, now, email],
    },
  );
  const userId = user?.[0]?.id;
  if (!userId) throw new Error(`no user row for ${email}`);
  await page.context().addCookies([
    {
      name: SESSION_COOKIE,
      value: token,
      url: appOrigin(),
      httpOnly: true,
      secure: true,
      sameSite: "Lax",
      expires: Math.floor((now + SESSION_TTL_MS) / 1000),
    },
  ]);
  if (options.tutorialSeen) {
    await page.addInitScript((key) => window.localStorage.setItem(key, "1"), TUTORIAL_SEEN_KEY);
  }
  if (options.language) {
    const chosen = await page.request.post("/api/update-free-language", {
      data: { language: options.language },
      headers: { Origin: appOrigin() },
    });
    if (!chosen.ok()) throw new Error(`choosing ${options.language} failed: ${chosen.status()} ${await chosen.text()}`);
  }
  return { email, userId };
}

/**
 * A fixture of a learner's object (app/learner/fixtures.ts) through the e2e server's door (worker.ts):
 * the object owns the learner's practice, and only the Worker can reach it.
 */
export async function learnerFixture<T>(email: string, fixture: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${appOrigin()}/__e2e/learner`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "x-e2e-fixture-key": process.env.E2E_FIXTURE_KEY ?? "" },
    body: JSON.stringify({ email: email.toLowerCase(), fixture }),
  });
  if (!response.ok) throw new Error(`learner fixture failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Puts sentences straight into a learner's review pile, due now in this order, as if they had graduated. */
export async function seedGraduated(email: string, language: string, sentenceIds: number[]) {
  await learnerFixture(email, { kind: "graduate", language, sentenceIds, now: Date.now() });
}

/** The learner's saved grades in a language, oldest first (their review log). */
export async function reviewLog(email: string, language: string): Promise<{ sentenceId: number; grade: number }[]> {
  return learnerFixture(email, { kind: "review-log", language });
}

/** Sets the highest sentence a learner has met in a language (what decides their conversation level). */
export async function seedHighestSentence(email: string, language: string, sentenceId: number) {
  await learnerFixture(email, { kind: "highest", language, sentenceId, now: Date.now() });
}

/** A streak in a language with the freezes it holds, last practised on `lastPracticeDay` (YYYY-MM-DD). */
export async function seedStreak(email: string, language: string, streak: number, freezes: number, lastPracticeDay: string) {
  await learnerFixture(email, { kind: "streak", language, streak, freezes, lastPracticeDay, now: Date.now() });
}

/** Marks an address as proven, as opening the mailed confirmation link does (no mail is sent here). */
export async function markEmailVerified(email: string) {
  await d1({ sql: "UPDATE users SET email_verified_at = ? WHERE email = ?", params: [Date.now(), email.toLowerCase()] });
}

/** Removes an account and everything it owns (foreign keys cascade), so a test can start from none. */
export async function deleteUser(email: string) {
  await d1({ sql: "DELETE FROM users WHERE email = ?", params: [email.toLowerCase()] });
}
