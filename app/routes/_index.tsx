// '/': the landing page for visitors (no JavaScript), the language choice for a free learner who has
// not picked one yet, and the learn screen for everyone else ('/?lang=' picks the language).
import { data, redirect } from "react-router";
import { useLoaderData } from "react-router";
import { LearnScreen } from "../components/learn/learn-screen";
import { lazyComponent } from "../components/shell/lazy-component";
import { Screen } from "../components/shell/screen";
import { canUseLanguage, needsLanguageChoice } from "../domain/access";
import { isLanguage } from "../domain/languages";
import type { RouteHandle } from "../root";
import { getContentCounts } from "../server/content.server";
import { landingHtml } from "../server/landing.server";
import { advanceProgress, learnProgress, lessonTexts, sentenceCount } from "../server/progress.server";
import { authenticate } from "../server/request.server";
import { achievementsFor } from "../server/stats.server";
import { buildShell, languageCookie } from "../server/shell.server";
import type { Route } from "./+types/_index";
import { readForm } from "../server/forms.server";

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
  const auth = await authenticate(request, context);
  if (!auth) {
    return data({ kind: "landing" as const, html: landingHtml(await getContentCounts(context.d1)) });
  }
  const shell = await buildShell(request, context, auth.user);
  if (needsLanguageChoice(shell.subscription)) {
    const [counts] = await Promise.all([getContentCounts(context.d1), LanguageChoice.preload()]);
    return data({ kind: "choose" as const, counts });
  }
  const requested = new URL(request.url).searchParams.get("lang");
  if (isLanguage(requested) && canUseLanguage(shell.subscription, requested) && requested !== shell.language) {
    // Remember the choice, then show a clean URL.
    throw redirect("/", { headers: { "Set-Cookie": languageCookie(requested) } });
  }
  const language = shell.language;
  const [progress, count, achievements] = await Promise.all([
    learnProgress(context.d1, auth.user, language, context.now),
    sentenceCount(context.d1, language),
    // What is unlocked already, so the screen announces only what unlocks while practising.
    achievementsFor(context.d1, auth.user, language, context.now),
  ]);
  const texts = await lessonTexts(context.d1, language, progress, progress.highestSentenceId);
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
    await advanceProgress(context.d1, auth.user, language, context.now);
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
