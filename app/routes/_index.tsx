// '/': the landing page for visitors (no JavaScript), the language choice for a free learner who has
// not picked one yet, and the learn screen for everyone else ('/?lang=' picks the language).
import { data, redirect } from "react-router";
import { useLoaderData } from "react-router";
import { LanguageChoice } from "../components/language-choice/language-choice";
import { LearnScreen } from "../components/learn/learn-screen";
import { Screen } from "../components/shell/screen";
import { canUseLanguage, needsLanguageChoice } from "../domain/access";
import { isLanguage } from "../domain/languages";
import type { RouteHandle } from "../root";
import { getContentCounts } from "../server/content.server";
import { landingHtml } from "../server/landing.server";
import { advanceProgress } from "../server/advance.server";
import { learnProgress } from "../server/progress.server";
import { authenticate } from "../server/request.server";
import { lessonTexts, sentenceCount } from "../server/sentences.server";
import { achievementsFor } from "../server/stats.server";
import { buildShell, languageCookie } from "../server/shell.server";
import type { Route } from "./+types/_index";
import { readForm } from "../server/forms.server";

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
  const auth = await authenticate(request, context);
  if (!auth) {
    return data({ kind: "landing" as const, html: landingHtml(await getContentCounts(context.replica)) });
  }
  const shell = await buildShell(request, context, auth.user);
  if (needsLanguageChoice(shell.subscription)) {
    return data({ kind: "choose" as const, counts: await getContentCounts(context.replica) });
  }
  const requested = new URL(request.url).searchParams.get("lang");
  if (isLanguage(requested) && canUseLanguage(shell.subscription, requested) && requested !== shell.language) {
    // Remember the choice, then show a clean URL.
    throw redirect("/", { headers: { "Set-Cookie": languageCookie(requested) } });
  }
  const language = shell.language;
  const [progress, count, achievements] = await Promise.all([
    learnProgress(context, auth.user, language),
    sentenceCount(context.replica, language),
    // What is unlocked already, so the screen announces only what unlocks while practising.
    achievementsFor(context, auth.user, language),
  ]);
  const texts = await lessonTexts(context.replica, language, progress.currentSequence, progress.highestSentenceId);
  return data({ kind: "learn" as const, language, progress, sentenceCount: count, achievements, ...texts });
}

// Continue without JavaScript: the same server step as POST /api/progress, then back to the lesson.
export async function action({ request, context }: Route.ActionArgs) {
  const auth = await authenticate(request, context);
  if (!auth) return redirect("/auth");
  const form = await readForm(request);
  const shell = await buildShell(request, context, auth.user);
  const language = form.get("language");
  if (form.get("intent") === "advance" && isLanguage(language) && canUseLanguage(shell.subscription, language)) {
    await advanceProgress(context, auth.user, language);
  }
  return redirect("/");
}

export default function Index() {
  const loaded = useLoaderData<typeof loader>();
  // Rendered on the server (landing.server.tsx); the visitor's page is not hydrated.
  if (loaded.kind === "landing") return <div dangerouslySetInnerHTML={{ __html: loaded.html }} />;
  if (loaded.kind === "choose") {
    return <Screen>{() => <LanguageChoice counts={loaded.counts} />}</Screen>;
  }
  return <Screen>{(shell) => <LearnScreen data={loaded} shell={shell} />}</Screen>;
}
