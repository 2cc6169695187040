// /profile (spec section 2 "Profile screen"): who you are, your plan, your languages, your recent
// achievements, and your settings (each a form post, handled in server/profile-form.server.ts).
import { Link, useActionData, useLoaderData } from "react-router";
import { LanguageOverview } from "../components/profile/language-overview";
import { PlanBox, TrialBanner, UserCard } from "../components/profile/profile-summary";
import {
  DailyGoalForm,
  HideTranslationForm,
  LeaderboardForm,
  LeaguesForm,
  SchedulerForm,
  SessionsForm,
  SpeechForm,
  YourDataForms,
} from "../components/profile/settings-forms";
import { ReminderForm } from "../components/profile/reminder-form";
import { TimeZoneForm } from "../components/profile/time-zone-form";
import { useShell } from "../components/shell/screen";
import { useReplyToast } from "../components/shell/toast";
import { buttonClass } from "../components/ui/button";
import { Card, CardTitle } from "../components/ui/card";
import { recentAchievements, type LearnerNumbers } from "../domain/achievements";
import { longDate } from "../domain/format";
import { LANGUAGES } from "../domain/languages";
import { calendarDay, utcOffsetMinutes } from "../domain/streak";
import { timeZoneChoices, type ProfileReply } from "../domain/validation";
import { profileFormAction } from "../server/profile-form.server";
import { learnerLoader, type WithLearner } from "../server/guards.server";
import { learnerNumbers } from "../server/stats.server";
import { vapidKeys } from "../server/web-push.server";
import type { RouteHandle } from "../root";
import type { Route } from "./+types/_app.profile";

export const meta: Route.MetaFunction = () => [{ title: "Profile — Piramide" }];

export const loader = learnerLoader(async ({ request, context, learner }: Route.LoaderArgs & WithLearner) => {
  const numbers = await learnerNumbers(context, learner.user);
  return {
    numbers,
    leaderboardOptOut: learner.user.leaderboardOptOut,
    leagueOptIn: learner.user.leagueOptIn,
    reminder: {
      hour: learner.user.reminderHour,
      emailVerified: learner.user.emailVerifiedAt !== null,
      pushKey: vapidKeys(context.config)?.publicKey ?? null,
    },
    memberSince: longDate(calendarDay(learner.user.createdAt, learner.user.timeZone)),
    timeZoneOffset: utcOffsetMinutes(context.now, learner.user.timeZone),
    // About 420 zones: 8 KB more of the page (gzip), so that the zone can be changed without JavaScript.
    timeZones: timeZoneChoices(learner.user.timeZone, Intl.supportedValuesOf("timeZone")),
    current: numbers[learner.shell.language],
    hasPassword: learner.user.passwordHash !== null,
    // The mailed "delete my account" link of an account without a password lands here with its token.
    deleteToken: new URL(request.url).searchParams.get("deleteToken"),
  };
});

export const action = profileFormAction;

// The profile says it in its own words (spec section 2), with a link to sign in.
function ProfileSignedOut() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-lg">Please log in to view your profile.</p>
      <a href="/api/login" className={buttonClass("primary")}>
        Log In
      </a>
    </main>
  );
}

export const handle: RouteHandle = { signedOut: ProfileSignedOut };

export default function ProfileScreen() {
  const {
    numbers,
    current,
    memberSince,
    timeZoneOffset,
    timeZones,
    leaderboardOptOut,
    leagueOptIn,
    reminder,
    hasPassword,
    deleteToken,
  } = useLoaderData<typeof loader>();
  const shell = useShell();
  const reply = useActionData<ProfileReply>();
  useReplyToast(reply);
  const all = LANGUAGES.map((l) => numbers[l]);
  const bestStreak = Math.max(0, ...all.map((n) => n.streak));
  const totalPoints = all.reduce((sum, n) => sum + n.points, 0);
  const learning = all.reduce((sum, n) => sum + n.sentencesLearning, 0);
  return (
    <div className="space-y-6">
      <TrialBanner subscription={shell.subscription} />
      <div className="grid gap-6 lg:grid-cols-3 [&>*]:min-w-0">
        <UserCard user={shell.user} memberSince={memberSince} bestStreak={bestStreak} totalPoints={totalPoints} />
        <PlanBox subscription={shell.subscription} />
      </div>
      <LanguageOverview all={all} allowed={shell.allowedLanguages} learning={learning} totalPoints={totalPoints} />
      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <RecentAchievements current={current} />
        <TimeZoneForm current={shell.user.timeZone} currentOffset={timeZoneOffset} zones={timeZones} />
        <ReminderForm key={`reminder-${reminder.hour}`} {...reminder} timeZone={shell.user.timeZone} />
        <DailyGoalForm key={`goal-${shell.settings.dailyGoal}`} goal={shell.settings.dailyGoal} />
        <HideTranslationForm key={`hide-${shell.settings.hideTranslation}`} hidden={shell.settings.hideTranslation} />
        <SpeechForm key={`speech-${shell.settings.onlineSpeechRecognition}`} allowed={shell.settings.onlineSpeechRecognition} />
        <LeaderboardForm key={`optout-${leaderboardOptOut}`} optedOut={leaderboardOptOut} />
        {leaderboardOptOut && <LeaguesForm key={`leagues-${leagueOptIn}`} optedIn={leagueOptIn} />}
        <SchedulerForm key={`scheduler-${shell.settings.scheduler}`} scheduler={shell.settings.scheduler} />
        <SessionsForm />
        <YourDataForms hasPassword={hasPassword} deleteToken={deleteToken} />
      </div>
    </div>
  );
}

function RecentAchievements({ current }: { current: LearnerNumbers }) {
  return (
    <Card>
      <CardTitle>Recent Achievements</CardTitle>
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
    </Card>
  );
}
