// Test fixtures that reach the app's local D1 directly (the same state directory `wrangler dev`
// uses for the browser tests), or a learner's Durable Object through the development-only
// /__dev/learner door (workers/ops-routes.ts), for states that would take hundreds of clicks to reach.
import { readFileSync } from "node:fs";
import { getPlatformProxy } from "wrangler";

export const E2E_STATE = ".wrangler/e2e";

export async function withDb<T>(fn: (db: D1Database) => Promise<T>): Promise<T> {
  const { env, dispose } = await getPlatformProxy<Env>({ persist: { path: `${E2E_STATE}/v3` } });
  try {
    return await fn(env.DB);
  } finally {
    await dispose();
  }
}

/**
 * A fixture of a learner's object (app/learner/fixtures.ts), through the running server: the object
 * owns the learner's practice, and only the Worker can reach it. The door opens only in development
 * and with the secret scripts/e2e-server.sh made for this run.
 */
export async function learnerFixture<T>(email: string, fixture: Record<string, unknown>): Promise<T> {
  const secret = readFileSync(`${E2E_STATE}/fixture.env`, "utf8")
    .trim()
    .replace(/^DEV_FIXTURE_SECRET=/, "");
  const response = await fetch(`http://localhost:${process.env.E2E_PORT ?? 8790}/__dev/learner`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Dev-Fixture-Secret": secret },
    body: JSON.stringify({ email, fixture }),
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

/** Marks an address as proven, as opening the mailed confirmation link does (no mail is sent here). */
export async function markEmailVerified(email: string) {
  await withDb(async (db) => {
    await db.prepare("UPDATE users SET email_verified_at = ? WHERE email = ?").bind(Date.now(), email.toLowerCase()).run();
  });
}

/** Removes an account and everything it owns (foreign keys cascade), so a test can start from none. */
export async function deleteUser(email: string) {
  await withDb(async (db) => {
    await db.prepare("DELETE FROM users WHERE email = ?").bind(email.toLowerCase()).run();
  });
}
