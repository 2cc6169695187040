// '/': the landing page for visitors (no JavaScript), the language choice for a free learner who has
// not picked one yet, and the learn screen for everyone else ('/?lang=' picks the language). The one
// signed-in page outside the `_app` layout: a visitor here is welcome, not refused.
import { data, redirect, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { LearnScreen } from "../components/learn/learn-screen";
import { lazyComponent } from "../components/shell/lazy-component";
import { Screen } from "../components/shell/screen";
import { canUseLanguage, needsLanguageChoice } from "../domain/access";
import { isLanguage, LANGUAGE_INFO } from "../domain/languages";
import { daySpan } from "../domain/streak";
import { languageSchema, type FormReply } from "../domain/validation";
import type { RouteHandle } from "../root";
import { getContentCounts } from "../server/content.server";
import { formAction } from "../server/form-action.server";
import { currentLearner, signedIn } from "../server/guards.server";
import { HttpError } from "../server/http.server";
import { landingHtml } from "../server/landing.server";
import { advanceProgress } from "../server/advance.server";
import { promotionToast } from "../server/league.server";
import { learnProgress } from "../server/progress.server";
import { lessonTexts, sentenceCount } from "../server/sentences.server";
import { languageCookie } from "../server/shell.server";
import { achievementsFor } from "../server/stats.server";
import type { Route } from "./+types/_index";

// A learner meets the language choice once: its code is its own chunk, off every learn page.
const LanguageChoice = lazyComponent(() =>
  import("../components/language-choice/language-choice").then((module) => module.LanguageChoice),
);

// The landing keeps the root's title; the learner's two screens name themselves.
export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (data?.kind === "learn") return [{ title: "Learn — Piramide" }];
  if (data?.kind === "choose") return [{ title: "Choose a language — Piramide" }];
  return matches.find((match) => match?.id === "root")?.meta ?? [];
};

export const handle: RouteHandle = {
  hydrate: (loaderData) => (loaderData as { kind?: string } | undefined)?.kind !== "landing",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const learner = await currentLearner(request, context);
  if (!learner) {
    return data({ kind: "landing" as const, html: landingHtml(await getContentCounts(context.replica)) });
  }
  const { user, shell } = learner;
  if (needsLanguageChoice(shell.subscription)) {
    const [counts] = await Promise.all([getContentCounts(context.replica), LanguageChoice.preload()]);
    return data({ kind: "choose" as const, counts });
  }
  const requested = new URL(request.url).searchParams.get("lang");
  if (isLanguage(requested) && canUseLanguage(shell.subscription, requested) && requested !== shell.language) {
    // Remember the choice, then show a clean URL.
    throw redirect("/", { headers: { "Set-Cookie": languageCookie(requested) } });
  }
  const language = shell.language;
  const [progress, count, achievements, leagueToast] = await Promise.all([
    learnProgress(context, user, language),
    sentenceCount(context.replica, language),
    // What is unlocked already, so the screen announces only what unlocks while practising.
    achievementsFor(context, user, language),
    promotionToast(context.replica, user.id, context.now),
  ]);
  const texts = await lessonTexts(context.replica, language, progress.currentSequence, progress.highestSentenceId);
  const today = daySpan(context.now, user.timeZone);
  return data({ kind: "learn" as const, language, progress, sentenceCount: count, achievements, leagueToast, today, ...texts });
}

// Continue without JavaScript: the same server step as POST /api/progress, then back to the lesson.
export const action = formAction({
  who: signedIn(),
  // Posted from outside the signed-in layout: a visitor whose session ended goes to sign in.
  signedOut: () => redirect("/auth"),
  intents: {
    advance: {
      schema: z.object({ language: languageSchema }),
      failure: "Continue failed",
      run: async ({ language }, { context, learner }) => {
        if (!canUseLanguage(learner.shell.subscription, language)) {
          throw new HttpError(403, `${LANGUAGE_INFO[language].name} is not included in your plan.`);
        }
        await advanceProgress(context, learner.user, language);
        return redirect("/");
      },
    },
  },
});

export default function Index() {
  const loaded = useLoaderData<typeof loader>();
  const refused = useActionData<{ result: FormReply }>();
  // Rendered on the server (landing.server.tsx); the visitor's page is not hydrated.
  if (loaded.kind === "landing") return <div dangerouslySetInnerHTML={{ __html: loaded.html }} />;
  if (loaded.kind === "choose") {
    return <Screen>{() => <LanguageChoice counts={loaded.counts} />}</Screen>;
  }
  const refusal = refused ? Object.values(refused.result.error ?? {}).flat()[0] : undefined;
  return (
    <Screen>
      {(shell) => (
        <>
          {refusal && (
            <p role="alert" className="mx-auto mb-4 max-w-2xl rounded-xl border border-red-300 bg-red-50 p-3 text-red-900">
              {refusal}
            </p>
          )}
          <LearnScreen data={loaded} shell={shell} />
        </>
      )}
    </Screen>
  );
}
