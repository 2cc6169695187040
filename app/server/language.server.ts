import { and, eq, gt, or } from "drizzle-orm";
import type { User } from "../../db/schema";
import type { SubscriptionStatus } from "../domain/access";
import { LANGUAGE_INFO, type Language } from "../domain/languages";
import { getDb, schema } from "./db.server";
import { HttpError } from "./http.server";

/**
 * A free learner's one language. It can be chosen freely until practice in it has begun; after that
 * a change would hand out every language one at a time, so it is refused with the way forward.
 */
export async function selectFreeLanguage(
  d1: D1Database,
  user: User,
  status: SubscriptionStatus,
  language: Language,
): Promise<void> {
  const current = status.selectedFreeLanguage;
  if (current && current !== language && !status.isPremium) {
    const p = schema.progress;
    const [started] = await getDb(d1)
      .select({ id: p.id })
      .from(p)
      .where(and(eq(p.userId, user.id), eq(p.language, current), or(gt(p.points, 0), gt(p.totalRepetitions, 0))))
      .limit(1);
    if (started) {
      throw new HttpError(
        409,
        `You are already learning ${LANGUAGE_INFO[current].name} on the free plan. Upgrade to Premium to learn more languages.`,
      );
    }
  }
  await getDb(d1).update(schema.users).set({ selectedFreeLanguage: language }).where(eq(schema.users.id, user.id));
}
