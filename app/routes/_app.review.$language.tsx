// /review/:language: the review session. The loader hands out the due cards (and the second looks
// the session's URL asks for); the action takes Show Answer and the grades as form posts, so review
// works before JavaScript loads. With JavaScript the screen grades through POST /api/progress.
import { data, Link, redirect, useActionData, useLoaderData } from "react-router";
import { RevealedAnswer } from "../components/review/review-card";
import { ReviewSession } from "../components/review/review-screen";
import type { PostedReveal } from "../components/review/use-review-answer";
import { buttonClass } from "../components/ui/button";
import { useShell } from "../components/shell/screen";
import { canUseLanguage } from "../domain/access";
import { isLanguage, LANGUAGE_INFO, type Language } from "../domain/languages";
import { reviewFormSchema, tallyFromUrl } from "../domain/review-form";
import { tallySearch } from "../domain/review-session";
import type { FormReply } from "../domain/validation";
import { formAction } from "../server/form-action.server";
import { learnerLoader, signedIn, type Learner, type WithLearner } from "../server/guards.server";
import { HttpError } from "../server/http.server";
import { reviewScreen, submitReviewForm } from "../server/review.server";
import type { Route } from "./+types/_app.review.$language";

export const meta: Route.MetaFunction = () => [{ title: "Review — Piramide" }];

function languageOf(params: { language?: string }): Language {
  if (!isLanguage(params.language)) throw new Response("Unknown language", { status: 404 });
  return params.language;
}

export const loader = learnerLoader(async ({ request, context, params, learner }: Route.LoaderArgs & WithLearner) => {
  const language = languageOf(params);
  if (!canUseLanguage(learner.shell.subscription, language)) {
    return data({ locked: true as const, language }, { status: 403 });
  }
  const tally = tallyFromUrl(new URL(request.url).searchParams);
  // A Show Answer posted without JavaScript renders the answer side: its chunk must be loaded first.
  const [screen] = await Promise.all([reviewScreen(context, learner.user, language, tally), RevealedAnswer.preload()]);
  return data({ locked: false as const, language, ...screen });
});

/** The language of the page, when it is one the learner's plan includes; settled before the body is read. */
function allowedLanguage(params: { language?: string }, learner: Learner): Language {
  const language = languageOf(params);
  if (!canUseLanguage(learner.shell.subscription, language)) {
    throw new HttpError(
      403,
      `${LANGUAGE_INFO[language].name} is not included in your plan. Upgrade to Premium to learn all five languages.`,
    );
  }
  return language;
}

// One form, two intents ("reveal" and "grade"): the schema judges which.
export const action = formAction({
  who: signedIn(),
  authorize: ({ params, learner }) => void allowedLanguage(params, learner),
  intents: {
    review: {
      schema: reviewFormSchema,
      failure: "Review failed",
      run: async (_value, { params, context, learner, form }) => {
        const language = allowedLanguage(params, learner);
        const result = await submitReviewForm(context, learner.user, language, form);
        if (result.kind === "reveal") {
          return { reveal: { sentenceId: result.sentenceId, answer: result.answer, check: result.check } };
        }
        return redirect(`/review/${language}${tallySearch(result.tally)}`);
      },
    },
  },
});

type ReviewReply = { reveal: PostedReveal } | { result: FormReply };

export default function ReviewScreen() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<ReviewReply>();
  const shell = useShell();
  if (loaded.locked) {
    return (
      <div className="mx-auto max-w-md rounded-2xl border border-amber-200 bg-amber-50 p-8 text-center">
        <h1 className="text-2xl font-bold">{LANGUAGE_INFO[loaded.language].name} is a premium language</h1>
        <p className="mt-2 text-slate-700">Upgrade to practise all five languages.</p>
        <Link to="/subscription" className={buttonClass("primary", { className: "mt-4" })}>
          Upgrade for $4.99/month
        </Link>
      </div>
    );
  }
  const refusal = posted && "result" in posted ? Object.values(posted.result.error ?? {}).flat()[0] : undefined;
  return (
    <>
      {refusal && (
        <p role="alert" className="mx-auto mb-4 max-w-2xl rounded-xl border border-red-300 bg-red-50 p-3 text-red-900">
          {refusal}
        </p>
      )}
      <ReviewSession
        key={loaded.language}
        language={loaded.language}
        cards={loaded.cards}
        againCards={loaded.againCards}
        tally={loaded.tally}
        stats={loaded.stats}
        shell={shell}
        scheduler={loaded.scheduler}
        revealed={posted && "reveal" in posted ? posted.reveal : null}
      />
    </>
  );
}
