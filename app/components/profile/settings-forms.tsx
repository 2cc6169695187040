// The profile's settings, each its own form post that works before JavaScript loads: leaderboard,
// review scheduler, daily goal, hiding the translation, and ending every session.
import { getInputProps, getSelectProps } from "@conform-to/react";
import { Form } from "react-router";
import {
  DAILY_GOALS,
  profileDailyGoalSchema,
  profileHideTranslationSchema,
  profileLeaderboardSchema,
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
