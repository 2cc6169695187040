import { eq } from "drizzle-orm";
import type { User } from "../../db/schema";
import type { SubscriptionStatus } from "../domain/access";
import { LANGUAGE_INFO, type Language } from "../domain/languages";
import { getDb, schema } from "./db.server";
import { HttpError } from "./http.server";
import type { RequestScope } from "./request.server";

/**
 * A free learner's one language. It can be chosen freely until practice in it has begun; after that
 * a change would hand out every language one at a time, so it is refused with the way forward.
 */
export async function selectFreeLanguage(
  scope: Pick<RequestScope, "d1" | "learnerOf">,
  user: User,
  status: SubscriptionStatus,
  language: Language,
): Promise<void> {
  const current = status.selectedFreeLanguage;
  if (current && current !== language && !status.isPremium) {
    // Asked of the learner's own object: what they practised a moment ago counts.
    if (await scope.learnerOf(user.id).hasPractised({ language: current })) {
      throw new HttpError(
        409,
        `You are already learning ${LANGUAGE_INFO[current].name} on the free plan. Upgrade to Premium to learn more languages.`,
      );
    }
  }
  await getDb(scope.d1).update(schema.users).set({ selectedFreeLanguage: language }).where(eq(schema.users.id, user.id));
}
