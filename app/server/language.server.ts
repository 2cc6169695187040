import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import type { User } from "../../db/schema";
import { needsLanguageChoice, type SubscriptionStatus } from "../domain/access";
import { LANGUAGE_INFO, type Language } from "../domain/languages";
import { languageChoiceSchema } from "../domain/validation";
import { schema } from "./db.server";
import type { FormIntent } from "./form-action.server";
import type { Learner } from "./guards.server";
import { HttpError } from "./http.server";
import type { RequestScope } from "./request.server";
import { languageCookie } from "./shell.server";
import { flashToastCookie } from "./toast.server";

/**
 * A free learner's one language. It can be chosen freely until practice in it has begun; after that
 * a change would hand out every language one at a time, so it is refused with the way forward.
 */
export async function selectFreeLanguage(
  scope: Pick<RequestScope, "db" | "learnerOf">,
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
  await scope.db.update(schema.users).set({ selectedFreeLanguage: language }).where(eq(schema.users.id, user.id));
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
    await selectFreeLanguage(context, learner.user, subscription, language);
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
