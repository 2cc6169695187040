// The page forms' zod schemas, shared by the browser (Conform checks a form before it is sent) and
// the server (which decides), so both show the same messages (spec section 5). The JSON API's own
// inputs are in api-schemas.ts, which no screen imports.
import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { LANGUAGES } from "./languages";

// NIST SP 800-63B: at least 8 characters for a new password (decisions.md). Signing in keeps the
// old minimum of 6, so accounts made before still open.
export const MIN_PASSWORD_LENGTH = 8;
export const MIN_SIGN_IN_PASSWORD_LENGTH = 6;
// PBKDF2 over a huge password is a cheap denial of service; no real password is this long.
export const MAX_PASSWORD_LENGTH = 256;

const email = z
  .string({ error: "Invalid email address" })
  .trim()
  .toLowerCase()
  .max(254, { error: "Invalid email address" })
  .pipe(z.email({ error: "Invalid email address" }));

const signInPassword = z
  .string({ error: "Password must be at least 6 characters" })
  .min(MIN_SIGN_IN_PASSWORD_LENGTH, { error: "Password must be at least 6 characters" })
  .max(MAX_PASSWORD_LENGTH, { error: "Password must be at most 256 characters" });

// A password being chosen (sign-up, reset).
const password = z
  .string({ error: "Password must be at least 8 characters" })
  .min(MIN_PASSWORD_LENGTH, { error: "Password must be at least 8 characters" })
  .max(MAX_PASSWORD_LENGTH, { error: "Password must be at most 256 characters" });

export const loginSchema = z.object({ email, password: signInPassword });

// The Turnstile widget's answer, when the human check is configured (sign-up, forgot password).
const turnstileToken = z.string().max(4096, { error: "The human check answer is too long" }).optional();

export const registerSchema = z.object({
  email,
  password,
  turnstileToken,
  firstName: z
    .string({ error: "First name is required" })
    .trim()
    .min(1, { error: "First name is required" })
    .max(100, { error: "First name must be at most 100 characters" }),
  lastName: z
    .string({ error: "Last name is required" })
    .trim()
    .min(1, { error: "Last name is required" })
    .max(100, { error: "Last name must be at most 100 characters" }),
  timeZone: z.string().max(64).optional(),
});

export const forgotPasswordSchema = z.object({ email, turnstileToken });

/** The token of a mailed link (reset, confirmation): required, at most 200 characters. */
export function linkToken(missing: string, invalid: string) {
  return z.string({ error: missing }).trim().min(1, { error: missing }).max(200, { error: invalid });
}

export const resetPasswordSchema = z.object({
  token: linkToken("Reset token is required", "Reset token is invalid or has expired"),
  password,
});

export const languageSchema = z.enum(LANGUAGES, {
  error: `Unknown language. Use one of: ${LANGUAGES.join(", ")}`,
});

export type FieldErrors = Partial<Record<string, string>>;

/** First message per field, for forms. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    if (!out[key]) out[key] = issue.message;
  }
  return out;
}

/** One sentence for an API answer. */
export function firstMessageOf(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid request";
}

/** A time zone the runtime knows, else UTC. */
export function normaliseTimeZone(value: string | undefined | null): string {
  if (!value) return "UTC";
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return "UTC";
  }
}

/**
 * The zones the profile offers: every zone the runtime knows, with the saved one even when the runtime
 * does not list it (an alias such as "Asia/Calcutta"), sorted. The server renders them all, so the form
 * can change the zone before JavaScript loads.
 */
export function timeZoneChoices(current: string, known: readonly string[]): string[] {
  return Array.from(new Set([current, ...known])).sort();
}

/** The daily goals a learner can choose, in repetitions (Continues) a day. */
export const DAILY_GOALS = [10, 20, 50, 100] as const;
export type DailyGoal = (typeof DAILY_GOALS)[number];

/** The cards of /auth, chosen by `?mode=` (and by the last answer) so each works without JavaScript. */
export const AUTH_MODES = ["signin", "signup", "forgot", "reset"] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

/**
 * What a page form's action answers when it does not redirect: Conform's submission result (field
 * errors, form errors, the values to show again; never a password), plus the screen's own extras.
 */
export type FormReply = SubmissionResult<string[]>;

export interface AuthReply {
  intent: AuthMode;
  result: FormReply;
  toast?: { title: string; description?: string; variant?: "default" | "destructive" };
  resetToken?: string;
}

/** The profile's form posts, one `intent` each; a post without one is the leaderboard form. */
export const profileTimeZoneSchema = z.object({
  timeZone: z
    .string({ error: "Pick a time zone from the list." })
    .trim()
    .refine((zone) => normaliseTimeZone(zone) === zone, {
      error: (issue) => `"${String(issue.input)}" is not a time zone we know. Pick one from the list.`,
    }),
});
export const profileSchedulerSchema = z.object({
  scheduler: z.enum(["sm2", "fsrs"], { error: 'scheduler must be "fsrs" or "sm2"' }),
});
export const profileLeaderboardSchema = z.object({ leaderboardOptOut: z.boolean().default(false) });
// Leagues for a learner hidden from the leaderboard (they are out of leagues unless they ask).
export const profileLeaguesSchema = z.object({ leagueOptIn: z.boolean().default(false) });
export const profileDailyGoalSchema = z.object({
  dailyGoal: z.literal(DAILY_GOALS, { error: "dailyGoal must be 10, 20, 50 or 100" }),
});
// The daily reminder: on or off, and the hour (0-23) in the learner's own time zone. An unticked
// checkbox sends nothing: that is "off" (the hour is then kept out of the way, not required).
export const REMINDER_HOURS = Array.from({ length: 24 }, (_, h) => h);
export const profileReminderSchema = z.object({
  reminderOn: z.boolean().default(false),
  reminderHour: z
    .number({ error: "Pick an hour from the list." })
    .int({ error: "Pick an hour from the list." })
    .min(0, { error: "Pick an hour from the list." })
    .max(23, { error: "Pick an hour from the list." }),
});
// An unticked checkbox sends nothing: that is "off".
export const profileHideTranslationSchema = z.object({ hideTranslation: z.boolean().default(false) });
export const profileSpeechSchema = z.object({ onlineSpeechRecognition: z.boolean().default(false) });

/** The language choice form (/language-selection). */
export const languageChoiceSchema = z.object({
  language: z.enum(LANGUAGES, { error: "Please choose one of the five languages." }),
});

/**
 * "Delete my account": the password, or for an account without one the mailed link's token (without
 * either, a provider-only account is mailed the link).
 */
export const deleteAccountSchema = z.object({
  password: z.string().max(MAX_PASSWORD_LENGTH, { error: "Password must be at most 256 characters" }).optional(),
  token: z.string().max(200, { error: "This link has expired or is no longer valid." }).optional(),
});

export const PROFILE_INTENTS = [
  "scheduler",
  "timeZone",
  "dailyGoal",
  "hideTranslation",
  "speech",
  "reminder",
  "leaderboard",
  "leagues",
  "deleteAccount",
] as const;
export type ProfileIntent = (typeof PROFILE_INTENTS)[number];

export interface ProfileReply {
  intent: ProfileIntent;
  result: FormReply;
  toast?: AuthReply["toast"];
}

/** What /language-selection and /subscription answer when a form post is refused. */
export interface FormErrorReply {
  result: FormReply;
  toast?: AuthReply["toast"];
}
