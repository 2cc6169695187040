import { data } from "react-router";
import { Link, useLoaderData } from "react-router";
import { ReviewSession } from "../components/review-session";
import { Screen } from "../components/screen";
import { canUseLanguage } from "../domain/access";
import { isLanguage, LANGUAGE_INFO } from "../domain/languages";
import { dueCards, getProgress } from "../server/progress.server";
import { signedOutData } from "../server/screen.server";
import { settingsOf } from "../server/settings.server";
import { guardScreen } from "../server/shell.server";
import type { Route } from "./+types/review.$language";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!isLanguage(params.language)) throw new Response("Unknown language", { status: 404 });
  const guarded = await guardScreen(request, context);
  if (guarded.kind === "signed-out") return signedOutData();
  const language = params.language;
  if (!canUseLanguage(guarded.shell.subscription, language)) {
    return data({ signedOut: false as const, locked: true as const, language }, { status: 403 });
  }
  const { scope, user } = guarded;
  const progress = await getProgress(scope.d1, user, language, scope.now);
  const cards = await dueCards(scope.d1, user, language, progress, scope.now);
  return data({
    signedOut: false as const,
    locked: false as const,
    language,
    cards,
    stats: progress.reviewCounts,
    scheduler: settingsOf(user).scheduler,
  });
}

export default function ReviewScreen() {
  const loaded = useLoaderData<typeof loader>();
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
          <ReviewSession
            key={loaded.language}
            language={loaded.language}
            cards={loaded.cards}
            stats={loaded.stats}
            premiumAudio={shell.premiumAudio}
            initialQuality={shell.settings.audioQuality}
            scheduler={loaded.scheduler}
          />
        )
      }
    </Screen>
  );
}
