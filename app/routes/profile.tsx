// /profile (spec section 2 "Profile screen"): who you are, your plan, your languages, your recent
// achievements, and whether you appear on the leaderboard.
import { data, redirect } from "react-router";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { useEffect, useState } from "react";
import { useToast } from "../components/toast";
import { Screen } from "../components/screen";
import { recentAchievements } from "../domain/achievements";
import { LANGUAGE_INFO, LANGUAGES } from "../domain/languages";
import { normaliseTimeZone } from "../domain/validation";
import { signedOutData } from "../server/screen.server";
import { guardScreen } from "../server/shell.server";
import { learnerNumbers } from "../server/stats.server";
import { flashToastCookie } from "../server/toast.server";
import type { Route } from "./+types/profile";
import { readForm } from "../server/forms.server";
import { clearSessionCookie, invalidateAllSessions } from "../server/session.server";
import { saveProfile, saveSettings, settingsOf } from "../server/settings.server";
import { settingsSchema } from "../domain/validation";

export async function loader({ request, context }: Route.LoaderArgs) {
  const guarded = await guardScreen(request, context);
  if (guarded.kind === "signed-out") return signedOutData();
  const { scope, user, shell } = guarded;
  const numbers = await learnerNumbers(scope.d1, user, scope.now);
  return data({
    signedOut: false as const,
    numbers,
    leaderboardOptOut: user.leaderboardOptOut,
    scheduler: settingsOf(user).scheduler,
    trialEndsAt: user.trialEndsAt,
    current: numbers[shell.language],
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const guarded = await guardScreen(request, context);
  if (guarded.kind === "signed-out") return redirect("/auth");
  const form = await readForm(request);
  if (form.get("intent") === "signOutEverywhere") {
    await invalidateAllSessions(guarded.scope.d1, guarded.user.id);
    const headers = new Headers();
    headers.append("Set-Cookie", clearSessionCookie());
    headers.append(
      "Set-Cookie",
      flashToastCookie({ title: "Signed out everywhere", description: "Every session of your account has ended." }),
    );
    return redirect("/", { headers });
  }
  if (form.get("intent") === "scheduler") {
    const parsed = settingsSchema.shape.scheduler.safeParse(form.get("scheduler"));
    if (!parsed.success || !parsed.data) return data({ error: 'scheduler must be "fsrs" or "sm2"' }, { status: 400 });
    await saveSettings(guarded.scope.d1, guarded.user, { scheduler: parsed.data });
    return redirect("/profile", {
      headers: {
        "Set-Cookie": flashToastCookie({
          title: "Profile updated",
          description: parsed.data === "fsrs" ? "Reviews are now scheduled with FSRS." : "Reviews are now scheduled with SM-2.",
        }),
      },
    });
  }
  if (form.get("intent") === "timeZone") {
    // Streak days follow this calendar, so only a zone the runtime knows is accepted.
    const requested = String(form.get("timeZone") ?? "").trim();
    if (!requested || normaliseTimeZone(requested) !== requested) {
      return data({ error: `"${requested}" is not a time zone we know. Pick one from the list.` }, { status: 400 });
    }
    await saveProfile(guarded.scope.d1, guarded.user, { timeZone: requested });
    return redirect("/profile", {
      headers: {
        "Set-Cookie": flashToastCookie({ title: "Profile updated", description: `Your days now follow ${requested}.` }),
      },
    });
  }
  const optOut = form.get("leaderboardOptOut") === "on";
  await saveProfile(guarded.scope.d1, guarded.user, { leaderboardOptOut: optOut });
  return redirect("/profile", {
    headers: {
      "Set-Cookie": flashToastCookie({
        title: "Profile updated",
        description: optOut
          ? "You will no longer appear on the leaderboard after its next update."
          : "You will appear on the leaderboard after its next update.",
      }),
    },
  });
}

export default function ProfileScreen() {
  const loaded = useLoaderData<typeof loader>();
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
  const { numbers, current, leaderboardOptOut, scheduler } = loaded;
  const all = LANGUAGES.map((l) => numbers[l]);
  const bestStreak = Math.max(0, ...all.map((n) => n.streak));
  const totalXp = all.reduce((sum, n) => sum + n.points, 0);
  const learning = all.reduce((sum, n) => sum + n.sentencesLearning, 0);
  return (
    <Screen>
      {(shell) => {
        const { user, subscription } = shell;
        const name = `${user.firstName} ${user.lastName}`.trim() || "Language Learner";
        return (
          <div className="space-y-6">
            {subscription.isTrialActive && (
              <div className="rounded-2xl border border-brand-100 bg-brand-50 p-4 text-brand-700" data-testid="trial-banner">
                Free trial: {subscription.trialDaysRemaining} {subscription.trialDaysRemaining === 1 ? "day" : "days"} of premium
                left.{" "}
                <Link to="/subscription" className="font-semibold underline">
                  Keep premium
                </Link>
              </div>
            )}
            <div className="grid gap-6 lg:grid-cols-3">
              <section className="rounded-2xl border border-slate-200 bg-white p-6 lg:col-span-2">
                <div className="flex items-center gap-4">
                  <div
                    className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-xl font-bold text-white"
                    aria-hidden
                  >
                    {name.charAt(0).toUpperCase()}
                  </div>
                  <div>
                    <h1 className="text-xl font-bold" data-testid="profile-name">
                      {name}
                    </h1>
                    <p className="text-slate-600">{user.email}</p>
                    <p className="text-sm text-slate-500">
                      Member since{" "}
                      {new Date(user.createdAt).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" })}
                    </p>
                  </div>
                </div>
                <div className="mt-6 grid grid-cols-2 gap-4 text-center">
                  <div className="rounded-xl bg-slate-50 p-4">
                    <p className="text-2xl font-bold" data-testid="best-streak">
                      {bestStreak}
                    </p>
                    <p className="text-sm text-slate-500">Best streak (days)</p>
                  </div>
                  <div className="rounded-xl bg-slate-50 p-4">
                    <p className="text-2xl font-bold" data-testid="total-xp">
                      {totalXp.toLocaleString("en-US")}
                    </p>
                    <p className="text-sm text-slate-500">Total XP</p>
                  </div>
                </div>
              </section>
              <section className="rounded-2xl border border-slate-200 bg-white p-6" data-testid="subscription-box">
                <h2 className="text-lg font-semibold">Your plan</h2>
                <p className="mt-2 text-2xl font-bold">
                  {subscription.isTrialActive ? "Premium trial" : subscription.isPremium ? "Premium" : "Free"}
                </p>
                {subscription.status === "canceling" && (
                  <p className="text-sm text-amber-700">Ends at the close of this billing period.</p>
                )}
                {!subscription.isPremium && subscription.selectedFreeLanguage && (
                  <p className="text-sm text-slate-600">Language: {LANGUAGE_INFO[subscription.selectedFreeLanguage].name}</p>
                )}
                <Link
                  to="/subscription"
                  className="mt-4 inline-block rounded-xl border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50"
                >
                  {subscription.isPremium && !subscription.isTrialActive ? "Manage subscription" : "Upgrade to Premium"}
                </Link>
                <Form method="post" action="/logout" className="mt-3">
                  <button type="submit" className="text-sm text-slate-600 underline">
                    Logout
                  </button>
                </Form>
              </section>
            </div>

            <section className="rounded-2xl border border-slate-200 bg-white p-6">
              <h2 className="text-lg font-semibold">Learning Overview</h2>
              <dl className="mt-3 grid grid-cols-3 gap-4 text-center">
                <div>
                  <dt className="text-sm text-slate-500">Sentences learning</dt>
                  <dd className="text-xl font-bold">{learning}</dd>
                </div>
                <div>
                  <dt className="text-sm text-slate-500">Total experience</dt>
                  <dd className="text-xl font-bold">{totalXp.toLocaleString("en-US")}</dd>
                </div>
                <div>
                  <dt className="text-sm text-slate-500">Languages available</dt>
                  <dd className="text-xl font-bold" data-testid="languages-available">
                    {shell.allowedLanguages.length}
                  </dd>
                </div>
              </dl>
              <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
                {all.map((n) => {
                  const info = LANGUAGE_INFO[n.language];
                  const percent =
                    n.sentencesAvailable > 0 ? Math.round((n.highestSentenceId / n.sentencesAvailable) * 1000) / 10 : 0;
                  return (
                    <div
                      key={n.language}
                      className="rounded-xl border border-slate-200 p-4"
                      data-testid={`language-card-${n.language}`}
                    >
                      <div className="flex items-center justify-between">
                        <span className="font-semibold">
                          {info.flag} {info.name}
                        </span>
                        <span
                          className={`rounded-full px-2 py-0.5 text-xs ${n.started ? "bg-green-100 text-green-800" : "bg-slate-100 text-slate-600"}`}
                        >
                          {n.started ? "Active" : "Not Started"}
                        </span>
                      </div>
                      {n.started ? (
                        <dl className="mt-3 space-y-1 text-sm">
                          <div className="flex justify-between">
                            <dt className="text-slate-500">Progress</dt>
                            <dd>{Math.min(100, percent)}%</dd>
                          </div>
                          <div className="flex justify-between">
                            <dt className="text-slate-500">Learning</dt>
                            <dd>{n.sentencesLearning}</dd>
                          </div>
                          <div className="flex justify-between">
                            <dt className="text-slate-500">Day streak</dt>
                            <dd>{n.streak}</dd>
                          </div>
                          <div className="flex justify-between">
                            <dt className="text-slate-500">Experience</dt>
                            <dd>{n.points}</dd>
                          </div>
                          <div className="flex justify-between">
                            <dt className="text-slate-500">In review</dt>
                            <dd>{n.reviewPile}</dd>
                          </div>
                        </dl>
                      ) : (
                        <Link
                          to={`/?lang=${n.language}`}
                          className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
                        >
                          Begin Learning
                        </Link>
                      )}
                    </div>
                  );
                })}
              </div>
            </section>

            <div className="grid gap-6 lg:grid-cols-2">
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
              <TimeZoneForm current={user.timeZone} />
              <section className="rounded-2xl border border-slate-200 bg-white p-6">
                <h2 className="text-lg font-semibold">Leaderboard</h2>
                <Form method="post" className="mt-3 space-y-3">
                  <label className="flex items-center gap-2">
                    <input type="checkbox" name="leaderboardOptOut" defaultChecked={leaderboardOptOut} />
                    Hide me from the leaderboard
                  </label>
                  <p className="text-sm text-slate-500">The leaderboard only ever shows an anonymous name, never your e-mail.</p>
                  <button
                    type="submit"
                    className="rounded-xl border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50"
                  >
                    Save
                  </button>
                </Form>
              </section>
              <section className="rounded-2xl border border-slate-200 bg-white p-6">
                <h2 className="text-lg font-semibold">Review scheduling</h2>
                <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
                  <input type="hidden" name="intent" value="scheduler" />
                  <label className="flex items-center gap-2">
                    Scheduler
                    <select name="scheduler" defaultValue={scheduler} className="rounded-lg border border-slate-300 px-2 py-1">
                      <option value="sm2">SM-2 (classic)</option>
                      <option value="fsrs">FSRS (fewer reviews for the same memory)</option>
                    </select>
                  </label>
                  <button
                    type="submit"
                    className="rounded-xl border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50"
                  >
                    Save
                  </button>
                </Form>
              </section>
              <section className="rounded-2xl border border-slate-200 bg-white p-6">
                <h2 className="text-lg font-semibold">Sessions</h2>
                <p className="mt-1 text-sm text-slate-600">
                  Lost a device or used a shared computer? End every session of your account.
                </p>
                <Form method="post" className="mt-3">
                  <input type="hidden" name="intent" value="signOutEverywhere" />
                  <button
                    type="submit"
                    className="rounded-xl border border-red-300 px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-50"
                  >
                    Sign out everywhere
                  </button>
                </Form>
              </section>
            </div>
          </div>
        );
      }}
    </Screen>
  );
}

function TimeZoneForm({ current }: { current: string }) {
  const actionData = useActionData<{ error?: string }>();
  const { toast } = useToast();
  const [zones, setZones] = useState<string[]>([current]);
  const [device, setDevice] = useState<string | null>(null);
  useEffect(() => {
    const supported =
      (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.("timeZone") ?? [];
    setZones(Array.from(new Set([current, ...supported])).sort());
    setDevice(Intl.DateTimeFormat().resolvedOptions().timeZone ?? null);
  }, [current]);
  useEffect(() => {
    if (actionData?.error) toast({ title: "Update failed", description: actionData.error, variant: "destructive" });
  }, [actionData, toast]);
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 className="text-lg font-semibold">Time zone</h2>
      <p className="mt-1 text-sm text-slate-500">Your streak counts days in this time zone.</p>
      <Form method="post" className="mt-3 flex flex-wrap items-center gap-2">
        <input type="hidden" name="intent" value="timeZone" />
        <select
          name="timeZone"
          defaultValue={current}
          aria-label="Time zone"
          className="rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
          key={zones.length}
        >
          {zones.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </select>
        <button type="submit" className="rounded-xl border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50">
          Save
        </button>
        {device && device !== current && <span className="text-xs text-slate-500">This device uses {device}.</span>}
      </Form>
    </section>
  );
}
