// /review/:language: the review session. The loader hands out the due cards (and the second looks
// the session's URL asks for); the action takes Show Answer and the grades as form posts, so review
// works before JavaScript loads. With JavaScript the screen grades through POST /api/progress.
import { data, redirect } from "react-router";
import { Link, useActionData, useLoaderData } from "react-router";
import { ReviewSession } from "../components/review/review-screen";
import { Screen } from "../components/shell/screen";
import { canUseLanguage } from "../domain/access";
import { isLanguage, LANGUAGE_INFO, type Language } from "../domain/languages";
import { tallyFromUrl } from "../domain/review-form";
import { tallySearch } from "../domain/review-session";
import { readForm } from "../server/forms.server";
import { HttpError } from "../server/http.server";
import { NOT_SIGNED_IN } from "../server/request.server";
import { reviewScreen, submitReviewForm } from "../server/review.server";
import { signedOutData } from "../server/screen.server";
import { guardScreen } from "../server/shell.server";
import type { Route } from "./+types/review.$language";

export const meta: Route.MetaFunction = () => [{ title: "Review — Piramide" }];

function lockedMessage(language: Language): string {
  return `${LANGUAGE_INFO[language].name} is not included in your plan. Upgrade to Premium to learn all five languages.`;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!isLanguage(params.language)) throw new Response("Unknown language", { status: 404 });
  const guarded = await guardScreen(request, context);
  if (guarded.kind === "signed-out") return signedOutData();
  const language = params.language;
  if (!canUseLanguage(guarded.shell.subscription, language)) {
    return data({ signedOut: false as const, locked: true as const, language }, { status: 403 });
  }
  const tally = tallyFromUrl(new URL(request.url).searchParams);
  const screen = await reviewScreen(guarded.scope, guarded.user, language, tally);
  return data({ signedOut: false as const, locked: false as const, language, ...screen });
}

// Who and which language are settled before the body is read.
export async function action({ request, context, params }: Route.ActionArgs) {
  if (!isLanguage(params.language)) throw new Response("Unknown language", { status: 404 });
  const guarded = await guardScreen(request, context);
  if (guarded.kind === "signed-out") return data({ error: NOT_SIGNED_IN }, { status: 401 });
  const language = params.language;
  if (!canUseLanguage(guarded.shell.subscription, language)) return data({ error: lockedMessage(language) }, { status: 403 });
  const form = await readForm(request);
  try {
    const result = await submitReviewForm(guarded.scope, guarded.user, language, form);
    if (result.kind === "reveal") return data({ reveal: { sentenceId: result.sentenceId, answer: result.answer } });
    return redirect(`/review/${language}${tallySearch(result.tally)}`);
  } catch (error) {
    if (error instanceof HttpError) return data({ error: error.message }, { status: error.status });
    throw error;
  }
}

export default function ReviewScreen() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  if (loaded.signedOut) return <Screen signedOut>{() => null}</Screen>;
  return (
    <Screen>
      {(shell) =>
        loaded.locked ? (
          <div className="mx-auto max-w-md rounded-2xl border border-amber-200 bg-amber-50 p-8 text-center">
            <h1 className="text-2xl font-bold">{LANGUAGE_INFO[loaded.language].name} is a premium language</h1>
            <p className="mt-2 text-slate-700">Upgrade to practise all five languages.</p>
            <Link to="/subscription" className="mt-4 inline-block rounded-xl bg-brand-600 px-5 py-2.5 font-semibold text-white">
              Upgrade for $4.99/month
            </Link>
          </div>
        ) : (
          <>
            {posted && "error" in posted && (
              <p role="alert" className="mx-auto mb-4 max-w-2xl rounded-xl border border-red-300 bg-red-50 p-3 text-red-900">
                {posted.error}
              </p>
            )}
            <ReviewSession
              key={loaded.language}
              language={loaded.language}
              cards={loaded.cards}
              againCards={loaded.againCards}
              tally={loaded.tally}
              stats={loaded.stats}
              premiumAudio={shell.premiumAudio}
              initialQuality={shell.settings.audioQuality}
              scheduler={loaded.scheduler}
              revealed={posted && "reveal" in posted ? posted.reveal : null}
            />
          </>
        )
      }
    </Screen>
  );
}
