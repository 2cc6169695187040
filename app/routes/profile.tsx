// /profile (spec section 2 "Profile screen"): who you are, your plan, your languages, your recent
// achievements, and your settings (each a form post, handled in server/profile-form.server.ts).
import { data, Link, redirect, useActionData, useLoaderData } from "react-router";
import { useEffect } from "react";
import { LanguageOverview } from "../components/profile/language-overview";
import { PlanBox, TrialBanner, UserCard } from "../components/profile/profile-summary";
import {
  DailyGoalForm,
  HideTranslationForm,
  LeaderboardForm,
  SchedulerForm,
  SessionsForm,
} from "../components/profile/settings-forms";
import { TimeZoneForm } from "../components/profile/time-zone-form";
import { Screen } from "../components/shell/screen";
import { useToast } from "../components/shell/toast";
import { recentAchievements, type LearnerNumbers } from "../domain/achievements";
import { LANGUAGES } from "../domain/languages";
import type { ProfileReply } from "../domain/validation";
import { profileFormAction } from "../server/profile-form.server";
import { signedOutData } from "../server/screen.server";
import { guardScreen } from "../server/shell.server";
import { learnerNumbers } from "../server/stats.server";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () => [{ title: "Profile — Piramide" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const guarded = await guardScreen(request, context);
  if (guarded.kind === "signed-out") return signedOutData();
  const { scope, user, shell } = guarded;
  const numbers = await learnerNumbers(scope, user);
  return data({
    signedOut: false as const,
    numbers,
    leaderboardOptOut: user.leaderboardOptOut,
    trialEndsAt: user.trialEndsAt,
    current: numbers[shell.language],
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const guarded = await guardScreen(request, context);
  if (guarded.kind === "signed-out") return redirect("/auth");
  return profileFormAction(request, guarded.scope.d1, guarded.user);
}

export default function ProfileScreen() {
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as ProfileReply | undefined;
  const { toast } = useToast();
  useEffect(() => {
    if (reply?.toast) toast(reply.toast);
  }, [reply, toast]);
  if (loaded.signedOut) {
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
        <p className="text-lg">Please log in to view your profile.</p>
        <a href="/api/login" className="rounded-xl bg-brand-600 px-5 py-2.5 font-semibold text-white">
          Log In
        </a>
      </main>
    );
  }
  const { numbers, current, leaderboardOptOut } = loaded;
  const all = LANGUAGES.map((l) => numbers[l]);
  const bestStreak = Math.max(0, ...all.map((n) => n.streak));
  const totalXp = all.reduce((sum, n) => sum + n.points, 0);
  const learning = all.reduce((sum, n) => sum + n.sentencesLearning, 0);
  return (
    <Screen>
      {(shell) => (
        <div className="space-y-6">
          <TrialBanner subscription={shell.subscription} />
          <div className="grid gap-6 lg:grid-cols-3 [&>*]:min-w-0">
            <UserCard user={shell.user} bestStreak={bestStreak} totalXp={totalXp} />
            <PlanBox subscription={shell.subscription} />
          </div>
          <LanguageOverview all={all} allowed={shell.allowedLanguages} learning={learning} totalXp={totalXp} />
          <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
            <RecentAchievements current={current} />
            <TimeZoneForm current={shell.user.timeZone} />
            <DailyGoalForm key={`goal-${shell.settings.dailyGoal}`} goal={shell.settings.dailyGoal} />
            <HideTranslationForm key={`hide-${shell.settings.hideTranslation}`} hidden={shell.settings.hideTranslation} />
            <LeaderboardForm key={`optout-${leaderboardOptOut}`} optedOut={leaderboardOptOut} />
            <SchedulerForm key={`scheduler-${shell.settings.scheduler}`} scheduler={shell.settings.scheduler} />
            <SessionsForm />
          </div>
        </div>
      )}
    </Screen>
  );
}

function RecentAchievements({ current }: { current: LearnerNumbers }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 className="text-lg font-semibold">Recent Achievements</h2>
      <ul className="mt-3 space-y-2">
        {recentAchievements(current).map((a) => (
          <li key={a.id} className={a.unlocked ? "font-medium text-green-700" : "text-slate-600"}>
            {a.unlocked ? "🏆" : "🔒"} {a.title}
          </li>
        ))}
      </ul>
      <Link to="/achievements" className="mt-3 inline-block text-sm text-brand-700 hover:underline">
        All achievements
      </Link>
    </section>
  );
}
