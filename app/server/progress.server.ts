// A learner's progress per language, read from and reset in their Learner object (app/learner/):
// the spec's full shape (GET /api/progress, the one reader of everything), the learn screen's bounded
// state and the progress screen's numbers and charts. Plus the plan check every language route makes.
import type { User } from "../../db/schema";
import { canUseLanguage, type SubscriptionStatus } from "../domain/access";
import { LANGUAGE_INFO, type Language } from "../domain/languages";
import type { LearnProgress, ProgressView } from "../domain/progress-view";
import type { ProgressScreen } from "../learner/types";
import type { Database } from "./db.server";
import { HttpError } from "./http.server";
import type { RequestScope } from "./request.server";
import { getSubscriptionStatus } from "./subscription.server";

type Scope = Pick<RequestScope, "learnerOf" | "now">;

/** 403 unless the learner's plan includes the language (spec "Access tiers", decisions.md). */
export async function requireLanguageAccess(
  db: Database,
  user: User,
  language: Language,
  now: number,
): Promise<SubscriptionStatus> {
  const status = await getSubscriptionStatus(db, user, now);
  if (!canUseLanguage(status, language)) {
    const name = LANGUAGE_INFO[language].name;
    throw new HttpError(
      403,
      status.isPremium || status.selectedFreeLanguage
        ? `${name} is not included in your plan. Upgrade to Premium to learn all five languages.`
        : `Choose your free language first, or upgrade to Premium to learn ${name}.`,
    );
  }
  return status;
}

function clock(scope: Scope, user: User, language: Language) {
  return { language, now: scope.now, timeZone: user.timeZone };
}

/** GET /api/progress: the spec's full shape, the whole schedule included. */
export function getProgress(scope: Scope, user: User, language: Language): Promise<ProgressView> {
  return scope.learnerOf(user.id).progress(clock(scope, user, language));
}

/** The learn screen's state, bounded by the live pyramid (no schedule, no pile). */
export function learnProgress(scope: Scope, user: User, language: Language): Promise<LearnProgress> {
  return scope.learnerOf(user.id).learnState(clock(scope, user, language));
}

/** The progress screen: numbers and its charts (the object summarises the schedule; only charts travel). */
export function progressScreen(scope: Scope, user: User, language: Language): Promise<ProgressScreen> {
  return scope.learnerOf(user.id).progressScreen(clock(scope, user, language));
}

/** Deletes this language's progress only (spec "Reset progress"). */
export function resetProgress(scope: Scope, user: User, language: Language): Promise<void> {
  return scope.learnerOf(user.id).reset({ language });
}
