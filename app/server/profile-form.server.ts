// The profile's form posts, one `intent` each (a post without one is the leaderboard form, as it
// always was), each parsed with its schema from domain/validation.ts by formAction. Success
// redirects back with a flash toast; a bad value answers 400 with the field's message and writes
// nothing.
import { redirect } from "react-router";
import { z } from "zod";
import {
  deleteAccountSchema,
  profileDailyGoalSchema,
  profileHideTranslationSchema,
  profileSpeechSchema,
  profileLeaderboardSchema,
  profileLeaguesSchema,
  profileReminderSchema,
  profileSchedulerSchema,
  profileTimeZoneSchema,
} from "../domain/validation";
import { deleteAccount } from "./account-data.server";
import { formAction } from "./form-action.server";
import { mailDelivery } from "./request.server";
import { signedIn } from "./guards.server";
import { CLEAR_SITE_DATA, clearSessionCookie, invalidateAllSessions } from "./session.server";
import { saveReminderHour } from "./reminders.server";
import { saveProfile, saveSettings } from "./settings.server";
import { flashToastCookie } from "./toast.server";

function updated(description: string) {
  return redirect("/profile", {
    headers: { "Set-Cookie": flashToastCookie({ title: "Profile updated", description }) },
  });
}

const FAILED = "Update failed";

export const profileFormAction = formAction({
  who: signedIn(),
  defaultIntent: "leaderboard",
  hideFields: ["password"],
  intents: {
    deleteAccount: {
      schema: deleteAccountSchema,
      failure: "Not deleted",
      run: async (proof, { request, context, learner }) => {
        const outcome = await deleteAccount(
          context,
          context.config,
          learner.user,
          proof,
          context.now,
          mailDelivery(request, context),
        );
        if (!outcome.deleted) {
          return redirect("/profile", {
            headers: { "Set-Cookie": flashToastCookie({ title: "Check your e-mail", description: outcome.message }) },
          });
        }
        const headers = new Headers();
        headers.append("Set-Cookie", clearSessionCookie());
        headers.append(
          "Set-Cookie",
          flashToastCookie({ title: "Account deleted", description: "Your account and everything kept with it are gone." }),
        );
        return redirect("/auth", { headers });
      },
    },
    signOutEverywhere: {
      schema: z.object({}),
      failure: FAILED,
      run: async (_value, { context, learner }) => {
        await invalidateAllSessions(context.db, learner.user.id);
        const headers = new Headers([CLEAR_SITE_DATA]);
        headers.append("Set-Cookie", clearSessionCookie());
        headers.append(
          "Set-Cookie",
          flashToastCookie({ title: "Signed out everywhere", description: "Every session of your account has ended." }),
        );
        return redirect("/", { headers });
      },
    },
    scheduler: {
      schema: profileSchedulerSchema,
      failure: FAILED,
      run: async ({ scheduler }, { context, learner }) => {
        await saveSettings(context.db, learner.user, { scheduler });
        return updated(scheduler === "fsrs" ? "Reviews are now scheduled with FSRS." : "Reviews are now scheduled with SM-2.");
      },
    },
    // Streak days follow this calendar, so only a zone the runtime knows is accepted.
    timeZone: {
      schema: profileTimeZoneSchema,
      failure: FAILED,
      run: async ({ timeZone }, { context, learner }) => {
        await saveProfile(context.db, learner.user, { timeZone });
        return updated(`Your days now follow ${timeZone}.`);
      },
    },
    dailyGoal: {
      schema: profileDailyGoalSchema,
      failure: FAILED,
      run: async ({ dailyGoal }, { context, learner }) => {
        await saveSettings(context.db, learner.user, { dailyGoal });
        return updated(`Your daily goal is now ${dailyGoal} repetitions a day.`);
      },
    },
    hideTranslation: {
      schema: profileHideTranslationSchema,
      failure: FAILED,
      run: async ({ hideTranslation }, { context, learner }) => {
        await saveSettings(context.db, learner.user, { hideTranslation });
        return updated(
          hideTranslation
            ? "The English line now waits until you ask for it (key T)."
            : "The English line now shows with every sentence.",
        );
      },
    },
    speech: {
      schema: profileSpeechSchema,
      failure: FAILED,
      run: async ({ onlineSpeechRecognition }, { context, learner }) => {
        await saveSettings(context.db, learner.user, { onlineSpeechRecognition });
        return updated(
          onlineSpeechRecognition
            ? "Where your browser cannot recognise speech on this device, it may now use its online speech service."
            : "Your browser will no longer send what you say to its online speech service.",
        );
      },
    },
    reminder: {
      schema: profileReminderSchema,
      failure: FAILED,
      run: async ({ reminderOn, reminderHour }, { context, learner }) => {
        await saveReminderHour(context.db, learner.user.id, reminderOn ? reminderHour : null);
        return updated(
          reminderOn
            ? `We will remind you at ${String(reminderHour).padStart(2, "0")}:00 (${learner.user.timeZone}) on days you have not practised.`
            : "Daily reminders are off.",
        );
      },
    },
    leaderboard: {
      schema: profileLeaderboardSchema,
      failure: FAILED,
      run: async ({ leaderboardOptOut }, { context, learner }) => {
        await saveProfile(context.db, learner.user, { leaderboardOptOut });
        return updated(
          leaderboardOptOut
            ? "You will no longer appear on the leaderboard after its next update."
            : "You will appear on the leaderboard after its next update.",
        );
      },
    },
    leagues: {
      schema: profileLeaguesSchema,
      failure: FAILED,
      run: async ({ leagueOptIn }, { context, learner }) => {
        await saveProfile(context.db, learner.user, { leagueOptIn });
        return updated(
          leagueOptIn
            ? "You will join this week's league with the next points you earn."
            : "You will leave weekly leagues after their next update.",
        );
      },
    },
  },
});
