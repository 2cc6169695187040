// The profile's form posts, one `intent` each (a post without one is the leaderboard form, as it
// always was). Each is parsed by Conform with its schema from domain/validation.ts; success
// redirects back with a flash toast, a bad value answers 400 with the field's message and writes
// nothing.
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { User } from "../../db/schema";
import {
  profileDailyGoalSchema,
  profileHideTranslationSchema,
  profileLeaderboardSchema,
  profileSchedulerSchema,
  profileTimeZoneSchema,
  type ProfileIntent,
  type ProfileReply,
} from "../domain/validation";
import { readForm } from "./forms.server";
import { clearSessionCookie, invalidateAllSessions } from "./session.server";
import { saveProfile, saveSettings } from "./settings.server";
import { flashToastCookie } from "./toast.server";

function updated(description: string) {
  return redirect("/profile", {
    headers: { "Set-Cookie": flashToastCookie({ title: "Profile updated", description }) },
  });
}

async function apply<T>(
  intent: ProfileIntent,
  submission: Submission<unknown, string[], T>,
  save: (value: T) => Promise<Response>,
) {
  if (submission.status !== "success") {
    const result = submission.reply();
    const message = Object.values(result.error ?? {}).flat()[0] ?? "Please check the form.";
    return data<ProfileReply>(
      { intent, result, toast: { title: "Update failed", description: message, variant: "destructive" } },
      { status: 400 },
    );
  }
  return save(submission.value);
}

export async function profileFormAction(request: Request, d1: D1Database, user: User) {
  const form = await readForm(request);
  const intent = form.get("intent") ?? "leaderboard";
  switch (intent) {
    case "signOutEverywhere": {
      await invalidateAllSessions(d1, user.id);
      const headers = new Headers();
      headers.append("Set-Cookie", clearSessionCookie());
      headers.append(
        "Set-Cookie",
        flashToastCookie({ title: "Signed out everywhere", description: "Every session of your account has ended." }),
      );
      return redirect("/", { headers });
    }
    case "scheduler":
      return apply(intent, parseWithZod(form, { schema: profileSchedulerSchema }), async ({ scheduler }) => {
        await saveSettings(d1, user, { scheduler });
        return updated(scheduler === "fsrs" ? "Reviews are now scheduled with FSRS." : "Reviews are now scheduled with SM-2.");
      });
    case "timeZone":
      // Streak days follow this calendar, so only a zone the runtime knows is accepted.
      return apply(intent, parseWithZod(form, { schema: profileTimeZoneSchema }), async ({ timeZone }) => {
        await saveProfile(d1, user, { timeZone });
        return updated(`Your days now follow ${timeZone}.`);
      });
    case "dailyGoal":
      return apply(intent, parseWithZod(form, { schema: profileDailyGoalSchema }), async ({ dailyGoal }) => {
        await saveSettings(d1, user, { dailyGoal });
        return updated(`Your daily goal is now ${dailyGoal} repetitions a day.`);
      });
    case "hideTranslation":
      return apply(intent, parseWithZod(form, { schema: profileHideTranslationSchema }), async ({ hideTranslation }) => {
        await saveSettings(d1, user, { hideTranslation });
        return updated(
          hideTranslation
            ? "The English line now waits until you ask for it (key T)."
            : "The English line now shows with every sentence.",
        );
      });
    case "leaderboard":
      return apply(intent, parseWithZod(form, { schema: profileLeaderboardSchema }), async ({ leaderboardOptOut }) => {
        await saveProfile(d1, user, { leaderboardOptOut });
        return updated(
          leaderboardOptOut
            ? "You will no longer appear on the leaderboard after its next update."
            : "You will appear on the leaderboard after its next update.",
        );
      });
    default:
      return data<ProfileReply>(
        {
          intent: "leaderboard",
          result: { status: "error", error: { "": ["Unknown form action."] } },
          toast: { title: "Update failed", description: "Unknown form action.", variant: "destructive" },
        },
        { status: 400 },
      );
  }
}
