// /achievements (spec section 2): summary, the unlocked list, then goals by category with progress.
import { useLoaderData } from "react-router";
import { Card, CardTitle } from "../components/ui/card";
import { ProgressBar } from "../components/ui/progress-bar";
import { ACHIEVEMENT_CATEGORIES } from "../domain/achievements";
import { LANGUAGE_INFO } from "../domain/languages";
import { learnerLoader, type WithLearner } from "../server/guards.server";
import { achievementsFor } from "../server/stats.server";
import type { Route } from "./+types/_app.achievements";
import { formatCount } from "../domain/format";

export const meta: Route.MetaFunction = () => [{ title: "Achievements — Piramide" }];

export const loader = learnerLoader(async ({ context, learner }: Route.LoaderArgs & WithLearner) => ({
  language: learner.shell.language,
  achievements: await achievementsFor(context, learner.user, learner.shell.language),
}));

const ICONS: Record<string, string> = { Learning: "📚", Practice: "🔁", Streaks: "🔥", Review: "🧠", Points: "⭐" };

export default function AchievementsScreen() {
  const { achievements, language } = useLoaderData<typeof loader>();
  const unlocked = achievements.filter((a) => a.unlocked);
  const inProgress = achievements.filter((a) => !a.unlocked && a.current > 0);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Achievements · {LANGUAGE_INFO[language].name}</h1>
      <div className="grid grid-cols-3 gap-4 text-center">
        {[
          ["Unlocked", unlocked.length],
          ["In Progress", inProgress.length],
          ["Total", achievements.length],
        ].map(([label, value]) => (
          <Card as="div" padding="sm" key={label} data-testid={`summary-${String(label).toLowerCase().replace(" ", "-")}`}>
            <p className="text-3xl font-bold">{value}</p>
            <p className="text-sm text-slate-500">{label}</p>
          </Card>
        ))}
      </div>

      {unlocked.length === achievements.length && (
        <div className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-center">
          <p className="text-3xl" aria-hidden>
            👑
          </p>
          <h2 className="text-xl font-bold">Achievement Master!</h2>
          <p className="text-slate-700">You have unlocked every achievement. Extraordinary work.</p>
        </div>
      )}

      <Card>
        <CardTitle>Unlocked</CardTitle>
        {unlocked.length === 0 ? (
          <p className="mt-2 text-slate-600">Nothing yet: your first sentence unlocks First Steps.</p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="unlocked-list">
            {unlocked.map((a) => (
              <li key={a.id} className="flex items-center gap-3 rounded-xl bg-green-50 p-3">
                <span className="text-2xl" aria-hidden>
                  {ICONS[a.category]}
                </span>
                <div>
                  <p className="font-semibold">{a.title}</p>
                  <p className="text-sm text-slate-600">{a.description}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>

      {ACHIEVEMENT_CATEGORIES.map((category) => (
        <Card key={category}>
          <CardTitle>
            <span aria-hidden>{ICONS[category]}</span> {category}
          </CardTitle>
          <ul className="mt-3 space-y-3">
            {achievements
              .filter((a) => a.category === category)
              .map((a) => (
                <li key={a.id} data-testid={`achievement-${a.id}`}>
                  <div className="flex items-center justify-between text-sm">
                    <span className={a.unlocked ? "font-semibold text-green-700" : "font-medium"}>
                      {a.unlocked ? "✓ " : ""}
                      {a.title} <span className="font-normal text-slate-500">· {a.description}</span>
                    </span>
                    <span className="tabular-nums text-slate-600">
                      {formatCount(a.current)}/{formatCount(a.requirement)}
                    </span>
                  </div>
                  <ProgressBar
                    percent={(a.current / a.requirement) * 100}
                    label={a.title}
                    fill={a.unlocked ? "bg-green-500" : "bg-brand-500"}
                    className="mt-1"
                  />
                </li>
              ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}
