// Progress (spec section 2 "Progress screen"): summary, schedule, the current pyramid, a 30-day
// review forecast and a 12-week heatmap of repetitions and reviews. Reset deletes this language's
// progress only.
import { Link, redirect, useLoaderData } from "react-router";
import { z } from "zod";
import { Leaderboard } from "../components/progress/leaderboard";
import { ResetProgress } from "../components/progress/reset-progress";
import { buttonClass } from "../components/ui/button";
import { Card, CardTitle } from "../components/ui/card";
import { ProgressBar } from "../components/ui/progress-bar";
import { Stat } from "../components/ui/stat";
import { LANGUAGE_INFO } from "../domain/languages";
import { REPETITIONS_TO_GRADUATE, repetitionsOf } from "../domain/pyramid";
import { formAction } from "../server/form-action.server";
import { learnerLoader, signedIn, type WithLearner } from "../server/guards.server";
import { progressScreen, resetProgress } from "../server/progress.server";
import { progressChartsHtml } from "../server/progress-charts.server";
import { lessonTexts, sentenceCount } from "../server/sentences.server";
import { flashToastCookie } from "../server/toast.server";
import type { Route } from "./+types/_app.progress";
import { formatCount } from "../domain/format";

export const meta: Route.MetaFunction = () => [{ title: "Progress — Piramide" }];

export const loader = learnerLoader(async ({ context, learner }: Route.LoaderArgs & WithLearner) => {
  const { user, shell } = learner;
  const language = shell.language;
  // The schedule is summarised in the learner's object (counts, forecast, heatmap); the browser gets
  // the live pyramid and the charts, not every item.
  const [screen, total] = await Promise.all([progressScreen(context, user, language), sentenceCount(context.replica, language)]);
  const { progress, graduated, forecast, heatmap } = screen;
  const { sentences } = await lessonTexts(context.replica, language, progress.currentSequence, progress.highestSentenceId);
  return {
    language,
    progress,
    graduated,
    total,
    sentences,
    // Drawn on the server: static SVG the browser neither renders nor hydrates.
    charts: progressChartsHtml(forecast, heatmap),
  };
});

// Reset without JavaScript; with it, the screen calls DELETE /api/progress.
export const action = formAction({
  who: signedIn(),
  intents: {
    reset: {
      schema: z.object({}),
      failure: "Error",
      run: async (_value, { context, learner }) => {
        const language = learner.shell.language;
        await resetProgress(context, learner.user, language);
        return redirect("/progress", {
          headers: {
            "Set-Cookie": flashToastCookie({
              title: "Progress Reset",
              description: `Your ${LANGUAGE_INFO[language].name} progress has been reset successfully.`,
            }),
          },
        });
      },
    },
  },
});

export default function ProgressScreen() {
  return <ProgressView {...useLoaderData<typeof loader>()} />;
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

function ProgressView({ language, progress, graduated, total, sentences, charts }: Loaded) {
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
        <Stat label="Current Sentence" value={currentId !== undefined ? `#${currentId}` : "—"} />
        <Stat label="Active Pyramid" value={`${progress.currentSequence.length} sentences`} />
        <Stat label="Day Streak" value={`${progress.streak} ${progress.streak === 1 ? "day" : "days"}`} />
        <Stat label="Total points" value={formatCount(progress.points)} />
      </div>

      <Card>
        <CardTitle>Overall Progress</CardTitle>
        <p id="course-completion" className="mt-1 text-sm text-slate-600">
          Course completion: {completion}% (sentence #{progress.highestSentenceId} of {formatCount(total)})
        </p>
        <ProgressBar percent={completion} labelledBy="course-completion" size="md" className="mt-2" />
        <dl className="mt-4 grid grid-cols-3 gap-4 text-center">
          <Metric label="Total repetitions" value={progress.totalRepetitions} />
          <Metric label="In review system" value={graduated} />
          <Metric label="Scheduled reviews" value={progress.reviewCounts.total} />
        </dl>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardTitle>Review Schedule</CardTitle>
          <dl className="mt-4 grid grid-cols-3 gap-4 text-center">
            <Metric label="Due Now" value={progress.reviewCounts.dueNow} />
            <Metric label="Due Tomorrow" value={progress.reviewCounts.dueTomorrow} />
            <Metric label="Due This Week" value={progress.reviewCounts.dueThisWeek} />
          </dl>
          <h3 className="mt-6 text-sm font-semibold text-slate-600">Next 30 days</h3>
          <div dangerouslySetInnerHTML={{ __html: charts.forecast }} />
        </Card>
        <Card>
          <CardTitle>Learning Flow</CardTitle>
          <ol className="mt-3 space-y-2 text-sm text-slate-700">
            <li>1. Practise your pyramid: every pass adds one sentence, up to {REPETITIONS_TO_GRADUATE}.</li>
            <li>2. After {REPETITIONS_TO_GRADUATE} repetitions a sentence graduates to review.</li>
            <li>3. Review due sentences: Wrong, Hard, Good or Easy sets when you see each again.</li>
          </ol>
          <h3 className="mt-6 text-sm font-semibold text-slate-600">Repetitions and reviews, last 12 weeks</h3>
          <p className="text-xs text-slate-600">Each square is a day: your repetitions plus your reviews.</p>
          <div dangerouslySetInnerHTML={{ __html: charts.heatmap }} />
        </Card>
      </div>

      <Card>
        <CardTitle>Current Pyramid Sequence</CardTitle>
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
      </Card>

      <Card className="flex flex-wrap items-center justify-between gap-3" data-testid="leagues-link">
        <div>
          <CardTitle>Weekly league</CardTitle>
          <p className="mt-1 text-sm text-slate-600">Race a small group of learners for this week&apos;s points.</p>
        </div>
        <Link to="/leagues" className={buttonClass("outline")}>
          See your league
        </Link>
      </Card>

      <Leaderboard language={language} />
    </div>
  );
}

function Metric({ label, value }: { label: string; value: number }) {
  return <Stat variant="figure" label={label} value={formatCount(value)} />;
}
