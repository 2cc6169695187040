import { and, eq, isNull, lte, or } from "drizzle-orm";
import { redirect } from "react-router";
import type { User } from "../../db/schema";
import {
  FREE_LANGUAGE_CHANGE_DAYS,
  freeLanguageLockedUntil,
  needsLanguageChoice,
  type SubscriptionStatus,
} from "../domain/access";
import { longDate } from "../domain/format";
import { calendarDay } from "../domain/streak";
import { LANGUAGE_INFO, type Language } from "../domain/languages";
import { DAY_MS } from "../domain/time";
import { languageChoiceSchema } from "../domain/validation";
import { schema } from "./db.server";
import type { FormIntent } from "./form-action.server";
import type { Learner } from "./guards.server";
import { HttpError } from "./http.server";
import type { RequestScope } from "./request.server";
import { languageCookie } from "./shell.server";
import { flashToastCookie } from "./toast.server";

function lockedMessage(current: Language, until: number): string {
  return `You are already learning ${LANGUAGE_INFO[current].name} on the free plan. You can change your free language again on ${longDate(calendarDay(until, "UTC"))}; upgrade to Premium to learn every language now.`;
}

/**
 * A free learner's one language. The first choice is free; after that it changes at most once every
 * 30 days (decisions.md), else changing would hand out every language one at a time. The clock is
 * the account's, so a progress reset does not reopen the choice.
 */
export async function selectFreeLanguage(
  scope: Pick<RequestScope, "db">,
  user: User,
  status: SubscriptionStatus,
  language: Language,
  now: number,
): Promise<void> {
  const current = status.selectedFreeLanguage;
  const u = schema.users;
  if (!current || current === language) {
    await scope.db.update(u).set({ selectedFreeLanguage: language }).where(eq(u.id, user.id));
    return;
  }
  const lockedUntil = status.isPremium ? null : freeLanguageLockedUntil(user.freeLanguageChangedAt, now);
  if (lockedUntil !== null) throw new HttpError(409, lockedMessage(current, lockedUntil));
  // The condition settles two racing changes: only one finds the clock as it was read.
  const open = status.isPremium
    ? undefined
    : or(isNull(u.freeLanguageChangedAt), lte(u.freeLanguageChangedAt, now - FREE_LANGUAGE_CHANGE_DAYS * DAY_MS));
  const changed = await scope.db
    .update(u)
    .set({ selectedFreeLanguage: language, freeLanguageChangedAt: now })
    .where(and(eq(u.id, user.id), open))
    .returning({ id: u.id });
  if (changed.length !== 1) throw new HttpError(409, lockedMessage(current, now + FREE_LANGUAGE_CHANGE_DAYS * DAY_MS));
}

/**
 * The free-language form, posted from the language choice (/language-selection) and from the free
 * plan's card (/subscription): one handler for both. The language choice has nothing more to show,
 * so its learner goes on to the lesson; the subscription page shows the new choice.
 */
export const chooseFreeLanguage: FormIntent<{ learner: Learner }, typeof languageChoiceSchema> = {
  schema: languageChoiceSchema,
  failure: "Selection failed",
  run: async ({ language }, { request, context, learner }) => {
    const { subscription } = learner.shell;
    await selectFreeLanguage(context, learner.user, subscription, language, context.now);
    const from = new URL(request.url).pathname;
    const headers = new Headers();
    headers.append("Set-Cookie", languageCookie(language));
    headers.append(
      "Set-Cookie",
      flashToastCookie({
        title: "Language selected",
        description: needsLanguageChoice(subscription)
          ? "Your pyramid is ready. Let's begin!"
          : "Your language selection has been updated successfully.",
      }),
    );
    return redirect(from === "/language-selection" ? "/" : from, { headers });
  },
};
