// The profile's settings, each its own form post that works before JavaScript loads: leaderboard,
// review scheduler, daily goal, hiding the translation, and ending every session.
import { getInputProps, getSelectProps } from "@conform-to/react";
import { Form } from "react-router";
import {
  DAILY_GOALS,
  deleteAccountSchema,
  profileDailyGoalSchema,
  profileHideTranslationSchema,
  profileSpeechSchema,
  profileLeaderboardSchema,
  profileLeaguesSchema,
  profileSchedulerSchema,
  type DailyGoal,
} from "../../domain/validation";
import { Button } from "../ui/button";
import { Card, CardTitle } from "../ui/card";
import { SELECT_CLASS as select } from "../ui/select";
import { SettingCard } from "./setting-card";
import { useProfileForm } from "./use-profile-form";

export function LeaderboardForm({ optedOut }: { optedOut: boolean }) {
  const [form, fields] = useProfileForm("leaderboard", profileLeaderboardSchema, { leaderboardOptOut: optedOut });
  const { key, ...checkbox } = getInputProps(fields.leaderboardOptOut, { type: "checkbox" });
  return (
    <SettingCard title="Leaderboard" intent="leaderboard" form={form} layout="space-y-3">
      <label className="flex max-w-full min-w-0 flex-wrap items-center gap-2">
        <input key={key} {...checkbox} />
        Hide me from the leaderboard
      </label>
      <p className="text-sm text-slate-500">The leaderboard only ever shows an anonymous name, never your e-mail.</p>
    </SettingCard>
  );
}

/** Shown to a learner hidden from the leaderboard: leagues show the same anonymous names, so they ask first. */
export function LeaguesForm({ optedIn }: { optedIn: boolean }) {
  const [form, fields] = useProfileForm("leagues", profileLeaguesSchema, { leagueOptIn: optedIn });
  const { key, ...checkbox } = getInputProps(fields.leagueOptIn, { type: "checkbox" });
  return (
    <SettingCard title="Weekly leagues" intent="leagues" form={form} layout="space-y-3">
      <label className="flex max-w-full min-w-0 flex-wrap items-center gap-2">
        <input key={key} {...checkbox} />
        Join weekly leagues anyway
      </label>
      <p className="text-sm text-slate-500">
        You are hidden from the leaderboard, so you are out of leagues too unless you join. Your group sees only your anonymous
        name.
      </p>
    </SettingCard>
  );
}

export function SchedulerForm({ scheduler }: { scheduler: "sm2" | "fsrs" }) {
  const [form, fields] = useProfileForm("scheduler", profileSchedulerSchema, { scheduler });
  const { key, ...props } = getSelectProps(fields.scheduler);
  return (
    <SettingCard title="Review scheduling" intent="scheduler" form={form}>
      <label className="flex max-w-full min-w-0 flex-wrap items-center gap-2">
        Scheduler
        <select key={key} {...props} className={select}>
          <option value="sm2">SM-2 (classic)</option>
          <option value="fsrs">FSRS (fewer reviews for the same memory)</option>
        </select>
      </label>
    </SettingCard>
  );
}

export function DailyGoalForm({ goal }: { goal: DailyGoal }) {
  const [form, fields] = useProfileForm("dailyGoal", profileDailyGoalSchema, { dailyGoal: String(goal) });
  const { key, ...props } = getSelectProps(fields.dailyGoal);
  return (
    <SettingCard
      title="Daily goal"
      intent="dailyGoal"
      form={form}
      intro={<p className="mt-1 text-sm text-slate-500">Repetitions a day, counted in your time zone.</p>}
    >
      <label className="flex max-w-full min-w-0 flex-wrap items-center gap-2">
        Daily goal
        <select key={key} {...props} className={select}>
          {DAILY_GOALS.map((n) => (
            <option key={n} value={n}>
              {`${n} repetitions a day`}
            </option>
          ))}
        </select>
      </label>
    </SettingCard>
  );
}

export function HideTranslationForm({ hidden }: { hidden: boolean }) {
  const [form, fields] = useProfileForm("hideTranslation", profileHideTranslationSchema, { hideTranslation: hidden });
  const { key, ...checkbox } = getInputProps(fields.hideTranslation, { type: "checkbox" });
  const helpId = `${fields.hideTranslation.id}-help`;
  return (
    <SettingCard title="Active recall" intent="hideTranslation" form={form} layout="space-y-3">
      <label className="flex max-w-full min-w-0 flex-wrap items-center gap-2">
        <input key={key} {...checkbox} aria-describedby={helpId} />
        Hide translation
      </label>
      <p id={helpId} className="text-sm text-slate-500">
        Show the English line only when you ask for it (key T).
      </p>
    </SettingCard>
  );
}

/**
 * The learner's agreement to online speech recognition ("Say it", "Speak your answer"), given on the
 * learn or review screen the first time it is needed, and taken back (or given) here.
 */
export function SpeechForm({ allowed }: { allowed: boolean }) {
  const [form, fields] = useProfileForm("speech", profileSpeechSchema, { onlineSpeechRecognition: allowed });
  const { key, ...checkbox } = getInputProps(fields.onlineSpeechRecognition, { type: "checkbox" });
  const helpId = `${fields.onlineSpeechRecognition.id}-help`;
  return (
    <SettingCard title="Speaking" intent="speech" form={form} layout="space-y-3">
      <label className="flex max-w-full min-w-0 flex-wrap items-center gap-2">
        <input key={key} {...checkbox} aria-describedby={helpId} />
        Allow online speech recognition
      </label>
      <p id={helpId} className="text-sm text-slate-500">
        Only where your browser cannot recognise speech on this device: then your browser sends the recording to its speech
        service. Piramide never receives or keeps it.
      </p>
    </SettingCard>
  );
}

export function SessionsForm() {
  return (
    <Card>
      <CardTitle>Sessions</CardTitle>
      <p className="mt-1 text-sm text-slate-600">Lost a device or used a shared computer? End every session of your account.</p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="signOutEverywhere" />
        <Button type="submit" variant="danger" size="sm">
          Sign out everywhere
        </Button>
      </Form>
    </Card>
  );
}

/**
 * A learner's right to leave: their data as a file, and deleting the account. Deleting asks for the
 * password; an account that signs in only through Google or GitHub confirms by a mailed link instead.
 */
export function YourDataForms({ hasPassword, deleteToken }: { hasPassword: boolean; deleteToken: string | null }) {
  const [form, fields] = useProfileForm("deleteAccount", deleteAccountSchema, {});
  return (
    <Card>
      <CardTitle>Your data</CardTitle>
      <p className="mt-1 text-sm text-slate-600">
        Everything we keep about you (account, settings, plan, and every language&apos;s progress, reviews and history), as a JSON
        file.
      </p>
      <a href="/api/account/export" download className="mt-3 inline-block text-sm font-semibold text-brand-700 underline">
        Download my data
      </a>
      <h3 id="delete-account" className="mt-5 font-semibold">
        Delete my account
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Removes your account and everything kept with it, cancels any subscription at once, and signs you out everywhere. It
        cannot be undone.
      </p>
      <Form method="post" className="mt-3 space-y-2" id={form.id} onSubmit={form.onSubmit} noValidate>
        <input type="hidden" name="intent" value="deleteAccount" />
        {hasPassword ? (
          <label className="block text-sm">
            Your password
            <input
              type="password"
              name={fields.password.name}
              autoComplete="current-password"
              required
              aria-invalid={fields.password.errors ? true : undefined}
              aria-describedby={fields.password.errors ? fields.password.errorId : undefined}
              className="mt-1 block w-full max-w-xs rounded-lg border border-slate-300 px-3 py-2"
            />
          </label>
        ) : deleteToken ? (
          <input type="hidden" name={fields.token.name} value={deleteToken} />
        ) : (
          <p className="text-sm text-slate-600">You sign in through Google or GitHub: we will mail you a link to confirm.</p>
        )}
        {fields.password.errors && (
          <p id={fields.password.errorId} className="text-sm text-red-700">
            {fields.password.errors[0]}
          </p>
        )}
        {form.errors && <p className="text-sm text-red-700">{form.errors[0]}</p>}
        <Button type="submit" variant="danger" size="sm">
          {hasPassword || deleteToken ? "Delete my account" : "Mail me the link"}
        </Button>
      </Form>
    </Card>
  );
}
