// /language-selection (spec section 2): a free learner's one language. The form (components/
// language-choice) posts here; the handler is the one /subscription's free-language form uses too.
import { redirect, useLoaderData } from "react-router";
import { LanguageChoice } from "../components/language-choice/language-choice";
import { needsLanguageChoice } from "../domain/access";
import { getContentCounts } from "../server/content.server";
import { formAction } from "../server/form-action.server";
import { learnerLoader, signedIn, type WithLearner } from "../server/guards.server";
import { chooseFreeLanguage } from "../server/language.server";
import type { Route } from "./+types/_app.language-selection";

export const meta: Route.MetaFunction = () => [{ title: "Choose a language — Piramide" }];

export const loader = learnerLoader(
  async ({ context, learner }: Route.LoaderArgs & WithLearner) => {
    if (!needsLanguageChoice(learner.shell.subscription)) throw redirect("/");
    return { counts: await getContentCounts(context.replica) };
  },
  { allowWithoutLanguage: true },
);

export const action = formAction({
  who: signedIn({ allowWithoutLanguage: true }),
  intents: { freeLanguage: chooseFreeLanguage },
});

export default function LanguageSelection() {
  return <LanguageChoice counts={useLoaderData<typeof loader>().counts} />;
}
