// Progress (spec section 2 "Progress screen"): summary, schedule, the current pyramid, a 30-day
// review forecast and a 12-week heatmap of repetitions and reviews. Reset deletes this language's
// progress only.
import { data, redirect } from "react-router";
import { useLoaderData } from "react-router";
import { ForecastChart, Heatmap } from "../components/ui/charts";
import { Leaderboard } from "../components/progress/leaderboard";
import { ResetProgress } from "../components/progress/reset-progress";
import { Screen } from "../components/shell/screen";
import type { ActivityDay } from "../domain/charts";
import { LANGUAGE_INFO } from "../domain/languages";
import { REPETITIONS_TO_GRADUATE, repetitionsOf } from "../domain/pyramid";
import { progressScreen, resetProgress } from "../server/progress.server";
import { signedOutData } from "../server/screen.server";
import { guardScreen } from "../server/shell.server";
import { lessonTexts, sentenceCount } from "../server/sentences.server";
import { flashToastCookie } from "../server/toast.server";
import type { Route } from "./+types/progress";

export const meta: Route.MetaFunction = () => [{ title: "Progress — Piramide" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const guarded = await guardScreen(request, context);
  if (guarded.kind === "signed-out") return signedOutData();
  const { scope, user, shell } = guarded;
  const language = shell.language;
  // The schedule is summarised in the learner's object (counts, forecast, heatmap); the browser gets
  // the live pyramid and the charts, not every item.
  const [screen, total] = await Promise.all([progressScreen(scope, user, language), sentenceCount(scope.replica, language)]);
  const { sentences } = await lessonTexts(
    scope.replica,
    language,
    screen.progress.currentSequence,
    screen.progress.highestSentenceId,
  );
  return data({ signedOut: false as const, language, ...screen, total, sentences });
}

// Reset without JavaScript; with it, the screen calls DELETE /api/progress.
export async function action({ request, context }: Route.ActionArgs) {
  const guarded = await guardScreen(request, context);
  if (guarded.kind === "signed-out") return redirect("/auth");
  const language = guarded.shell.language;
  await resetProgress(guarded.scope, guarded.user, language);
  return redirect("/progress", {
    headers: {
      "Set-Cookie": flashToastCookie({
        title: "Progress Reset",
        description: `Your ${LANGUAGE_INFO[language].name} progress has been reset successfully.`,
      }),
    },
  });
}

export default function ProgressScreen() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.signedOut) return <Screen signedOut>{() => null}</Screen>;
  return <Screen>{() => <ProgressView {...loaded} />}</Screen>;
}

type Loaded = Exclude<ReturnType<typeof useLoaderData<typeof loader>>, { signedOut: true }>;

function ProgressView({ language, progress, graduated, total, sentences, forecast, heatmap }: Loaded) {
  const info = LANGUAGE_INFO[language];
  const currentId = progress.currentSequence[progress.currentPosition];
  const completion = total > 0 ? Math.min(100, Math.round((progress.highestSentenceId / total) * 1000) / 10) : 0;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{info.name} progress</h1>
        <ResetProgress language={language} />
      </div>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Card label="Current Sentence" value={currentId !== undefined ? `#${currentId}` : "—"} />
        <Card label="Active Pyramid" value={`${progress.currentSequence.length} sentences`} />
        <Card label="Day Streak" value={`${progress.streak} ${progress.streak === 1 ? "day" : "days"}`} />
        <Card label="Total XP" value={progress.points.toLocaleString("en-US")} />
      </div>

      <section className="rounded-2xl border border-slate-200 bg-white p-6">
        <h2 className="text-lg font-semibold">Overall Progress</h2>
        <p className="mt-1 text-sm text-slate-600">
          Course completion: {completion}% (sentence #{progress.highestSentenceId} of {total.toLocaleString("en-US")})
        </p>
        <div className="mt-2 h-3 rounded-full bg-slate-100">
          <div className="h-3 rounded-full bg-brand-600" style={{ width: `${completion}%` }} />
        </div>
        <dl className="mt-4 grid grid-cols-3 gap-4 text-center text-sm">
          <Metric label="Total repetitions" value={progress.totalRepetitions} />
          <Metric label="In review system" value={graduated} />
          <Metric label="Scheduled reviews" value={progress.reviewCounts.total} />
        </dl>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section className="rounded-2xl border border-slate-200 bg-white p-6">
          <h2 className="text-lg font-semibold">Review Schedule</h2>
          <dl className="mt-4 grid grid-cols-3 gap-4 text-center text-sm">
            <Metric label="Due Now" value={progress.reviewCounts.dueNow} />
            <Metric label="Due Tomorrow" value={progress.reviewCounts.dueTomorrow} />
            <Metric label="Due This Week" value={progress.reviewCounts.dueThisWeek} />
          </dl>
          <h3 className="mt-6 text-sm font-semibold text-slate-600">Next 30 days</h3>
          <ForecastChart data={forecast} />
        </section>
        <section className="rounded-2xl border border-slate-200 bg-white p-6">
          <h2 className="text-lg font-semibold">Learning Flow</h2>
          <ol className="mt-3 space-y-2 text-sm text-slate-700">
            <li>1. Practise your pyramid: every pass adds one sentence, up to {REPETITIONS_TO_GRADUATE}.</li>
            <li>2. After {REPETITIONS_TO_GRADUATE} repetitions a sentence graduates to review.</li>
            <li>3. Review due sentences: Wrong, Hard, Good or Easy sets when you see each again.</li>
          </ol>
          <h3 className="mt-6 text-sm font-semibold text-slate-600">Repetitions and reviews, last 12 weeks</h3>
          <p className="text-xs text-slate-600">Each square is a day: your repetitions plus your reviews.</p>
          <Heatmap data={heatmap} ariaLabel="Repetitions and reviews per day, last 12 weeks" describe={describeDay} />
        </section>
      </div>

      <section className="rounded-2xl border border-slate-200 bg-white p-6">
        <h2 className="text-lg font-semibold">Current Pyramid Sequence</h2>
        <ol className="mt-3 divide-y divide-slate-100" data-testid="pyramid-sequence">
          {progress.currentSequence.map((id, i) => {
            const text = sentences[String(id)]?.text ?? "";
            const current = i === progress.currentPosition;
            return (
              <li
                key={id}
                className={`flex items-center gap-3 py-2 text-sm ${current ? "rounded-lg bg-brand-50 px-2 font-semibold" : ""}`}
                aria-current={current ? "step" : undefined}
              >
                <span className="w-14 text-slate-600">#{id}</span>
                <span className="w-16 tabular-nums">
                  {repetitionsOf(progress, id)}/{REPETITIONS_TO_GRADUATE}
                </span>
                <span className="flex-1 truncate">{text.length > 60 ? `${text.slice(0, 57)}...` : text}</span>
              </li>
            );
          })}
        </ol>
      </section>

      <Leaderboard language={language} />
    </div>
  );
}

function describeDay(d: ActivityDay): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return `${d.day}: ${plural(d.repetitions, "repetition")}, ${plural(d.reviews, "review")}`;
}

function Card({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4">
      <p className="text-sm text-slate-500">{label}</p>
      <p className="mt-1 text-2xl font-bold">{value}</p>
    </div>
  );
}

function Metric({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-xl font-bold">{value.toLocaleString("en-US")}</dd>
    </div>
  );
}
