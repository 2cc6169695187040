// Test fixtures that reach the app's local D1 directly (the same state directory `wrangler dev`
// uses for the browser tests), for states that would take hundreds of clicks to reach.
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

/** Puts sentences straight into a learner's review pile, due now, as if they had graduated. */
export async function seedGraduated(email: string, language: string, sentenceIds: number[]) {
  await withDb(async (db) => {
    const user = await db.prepare("SELECT id FROM users WHERE email = ?").bind(email.toLowerCase()).first<{ id: number }>();
    if (!user) throw new Error(`no user ${email}`);
    const now = Date.now();
    await db.batch([
      db
        .prepare("UPDATE progress SET graduated_count = ?, revision = 'fixture' WHERE user_id = ? AND language = ?")
        .bind(sentenceIds.length, user.id, language),
      ...sentenceIds.map((id, i) =>
        db
          .prepare(
            "INSERT INTO review_items (user_id, language, sentence_id, next_review, interval, ease_factor) VALUES (?, ?, ?, ?, 1, 2.5)",
          )
          .bind(user.id, language, id, now - 1000 * (sentenceIds.length - i)),
      ),
    ]);
  });
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

/** Makes `sentenceId` the highest sentence the learner has met in `language`, as if they had practised up to it. */
export async function seedHighestSentence(email: string, language: string, sentenceId: number) {
  await withDb(async (db) => {
    const user = await db.prepare("SELECT id FROM users WHERE email = ?").bind(email.toLowerCase()).first<{ id: number }>();
    if (!user) throw new Error(`no user ${email}`);
    const now = Date.now();
    await db
      .prepare(
        `INSERT INTO progress (user_id, language, current_sequence, repetition_counts, review_pile, highest_sentence_id,
           revision, created_at, updated_at)
         VALUES (?, ?, ?, '{}', '[]', ?, 'fixture', ?, ?)
         ON CONFLICT(user_id, language) DO UPDATE SET highest_sentence_id = excluded.highest_sentence_id, revision = 'fixture-2'`,
      )
      .bind(user.id, language, JSON.stringify([sentenceId]), sentenceId, now, now)
      .run();
  });
}
