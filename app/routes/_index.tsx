// '/': the landing page for visitors (no JavaScript), the language choice for a free learner who has
// not picked one yet, and the learn screen for everyone else.
import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Screen } from "../components/screen";
import { Landing } from "../components/landing";
import { LanguageChoice } from "../components/language-choice";
import { ScreenHeading } from "../components/app-shell";
import { needsLanguageChoice } from "../domain/access";
import { LANGUAGE_INFO } from "../domain/languages";
import type { RouteHandle } from "../root";
import { getContentCounts } from "../server/content.server";
import { authenticate, scopeOf } from "../server/request.server";
import { buildShell } from "../server/shell.server";

export const handle: RouteHandle = {
  hydrate: (loaderData) => (loaderData as { kind?: string } | undefined)?.kind !== "landing",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const scope = scopeOf(context);
  const auth = await authenticate(request, scope);
  if (!auth) {
    return data({ kind: "landing" as const, counts: await getContentCounts(scope.d1) });
  }
  const shell = await buildShell(request, scope, auth.user);
  if (needsLanguageChoice(shell.subscription)) {
    return data({ kind: "choose" as const, counts: await getContentCounts(scope.d1) });
  }
  return data({ kind: "learn" as const, language: shell.language });
}

export default function Index() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.kind === "landing") return <Landing counts={loaded.counts} />;
  if (loaded.kind === "choose") {
    return <Screen>{() => <LanguageChoice counts={loaded.counts} />}</Screen>;
  }
  return (
    <Screen>
      {() => (
        <ScreenHeading
          title={`Learn ${LANGUAGE_INFO[loaded.language].name}`}
          subtitle="Your pyramid opens here."
        />
      )}
    </Screen>
  );
}
