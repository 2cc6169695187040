// zod schemas shared by the forms and the API, so both show the same messages (spec section 5).
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

export const verifyEmailSchema = z.object({
  token: z
    .string({ error: "The confirmation token is required" })
    .trim()
    .min(1, { error: "The confirmation token is required" })
    .max(200, { error: "This confirmation link is invalid, has expired or has already been used." }),
});

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: "Reset token is required" })
    .trim()
    .min(1, { error: "Reset token is required" })
    .max(200, { error: "Reset token is invalid or has expired" }),
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

const sentenceId = z.union(
  [
    z.number().int().positive().max(1_000_000),
    z
      .string()
      .regex(/^\d{1,7}$/)
      .transform(Number)
      .pipe(z.number().int().positive()),
  ],
  { error: "sentenceId must be a positive whole number" },
);

/** A client's idempotency key (a batch or a grade): 8 to 100 URL-safe characters, optional. */
export function idempotencyKey(name: string) {
  return z
    .string({ error: `${name} must be text` })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: `${name} must be 8 to 100 letters, digits, - or _` })
    .optional();
}

/** POST /api/progress: only the intent; points, counts and schedules come from the server. */
export const progressActionSchema = z.discriminatedUnion(
  "action",
  [
    z.object({
      language: languageSchema,
      action: z.literal("advance"),
      // Practice sent in batches: how many Continues, and the client's idempotency key.
      count: z
        .number({ error: "count must be a whole number from 1 to 1000" })
        .int({ error: "count must be a whole number from 1 to 1000" })
        .min(1, { error: "count must be a whole number from 1 to 1000" })
        .max(1000, { error: "count must be a whole number from 1 to 1000" })
        .default(1),
      batchId: idempotencyKey("batchId"),
    }),
    z.object({
      language: languageSchema,
      action: z.literal("review"),
      sentenceId,
      grade: z
        .number({ error: "grade must be a whole number from 0 to 5" })
        .int({ error: "grade must be a whole number from 0 to 5" })
        .min(0, { error: "grade must be a whole number from 0 to 5" })
        .max(5, { error: "grade must be a whole number from 0 to 5" }),
      // The client's idempotency key for this grade: a repeated key saves nothing and gets the first answer.
      gradeId: idempotencyKey("gradeId"),
    }),
  ],
  { error: 'action must be "advance" or "review"' },
);

export const languageQuerySchema = z.object({ language: languageSchema });
export const updateFreeLanguageSchema = z.object({ language: languageSchema });

const LEVEL_MESSAGE = "level must be a whole number from 1 to 5";

/** A conversation level as a query string gives it ("3"); absent means the learner's own level. */
export const conversationLevelQuerySchema = z
  .string({ error: LEVEL_MESSAGE })
  .regex(/^[1-5]$/, { error: LEVEL_MESSAGE })
  .transform(Number)
  .optional();

/** GET /api/audio/recording/{language}/{sentence|line}/{id}: a standard recording's address. */
export const recordingParamsSchema = z.object({
  language: languageSchema,
  kind: z.enum(["sentence", "line"], { error: 'A recording is of a "sentence" or a "line".' }),
  id: z
    .string({ error: "The id must be a whole number from 1 up." })
    .regex(/^[1-9][0-9]{0,8}$/, { error: "The id must be a whole number from 1 up." })
    .transform(Number),
});

/** POST /api/conversations/progress: the intent only; the server applies the progression rule. */
export const conversationActionSchema = z.object({
  language: languageSchema,
  action: z.literal("continue", { error: 'action must be "continue"' }),
  // Absent: the learner's own level (the level of their highest sentence).
  level: z
    .number({ error: LEVEL_MESSAGE })
    .int({ error: LEVEL_MESSAGE })
    .min(1, { error: LEVEL_MESSAGE })
    .max(5, { error: LEVEL_MESSAGE })
    .optional(),
});

export const SPEECH_CODES = ["it-IT", "es-ES", "fr-FR", "de-DE", "ru-RU", "en-US"] as const;
export type SpeechCode = (typeof SPEECH_CODES)[number];
export const MAX_SYNTHESIS_TEXT = 500;

/** POST /api/audio/synthesize. */
export const synthesizeSchema = z.object({
  text: z
    .string({ error: "text is required" })
    .trim()
    .min(1, { error: "text is required" })
    .max(MAX_SYNTHESIS_TEXT, { error: `text must be at most ${MAX_SYNTHESIS_TEXT} characters` }),
  languageCode: z.enum(SPEECH_CODES, { error: `languageCode must be one of: ${SPEECH_CODES.join(", ")}` }),
  speakingRate: z
    .number({ error: "speakingRate must be a number from 0.5 to 1.5" })
    .min(0.5, { error: "speakingRate must be a number from 0.5 to 1.5" })
    .max(1.5, { error: "speakingRate must be a number from 0.5 to 1.5" })
    .default(1),
  pitch: z
    .number({ error: "pitch must be a number from -10 to 10" })
    .min(-10, { error: "pitch must be a number from -10 to 10" })
    .max(10, { error: "pitch must be a number from -10 to 10" })
    .default(0),
  // An empty name means "the default voice" (as null or a missing field do).
  voiceName: z
    .union([
      z.literal("").transform(() => null),
      z.string().regex(/^[a-z]{2,3}-[A-Z]{2}-[A-Za-z0-9-]{1,40}$/, { error: "voiceName is not a valid voice name" }),
    ])
    .nullish(),
  speaker: z.enum(["Person 1", "Person 2"], { error: 'speaker must be "Person 1" or "Person 2"' }).nullish(),
});

/** The daily goals a learner can choose, in repetitions (Continues) a day. */
export const DAILY_GOALS = [10, 20, 50, 100] as const;
export type DailyGoal = (typeof DAILY_GOALS)[number];

/** A speech speed: 0.5 to 1.5 (spec section 5). */
function speechRate(name: string) {
  const error = `${name} must be a number from 0.5 to 1.5`;
  return z.number({ error }).min(0.5, { error }).max(1.5, { error }).optional();
}

/** Learner preferences stored on the server (POST /api/settings). */
export const settingsSchema = z.object({
  audioQuality: z.enum(["premium", "standard"], { error: 'audioQuality must be "premium" or "standard"' }).optional(),
  // Each screen keeps its own speed, saved alike (audio/use-speech-settings.ts): learn, review, conversations.
  speechRate: speechRate("speechRate"),
  reviewSpeechRate: speechRate("reviewSpeechRate"),
  conversationSpeechRate: speechRate("conversationSpeechRate"),
  // Review scheduling: the spec's SM-2 by default, or FSRS-6.
  scheduler: z.enum(["sm2", "fsrs"], { error: 'scheduler must be "fsrs" or "sm2"' }).optional(),
  // Active recall: the English line stays behind a 'Show translation' button until asked for.
  hideTranslation: z.boolean({ error: "hideTranslation must be true or false" }).optional(),
  // Repetitions a day the learner aims for ('Today: n/20' on the learn screen).
  dailyGoal: z.literal(DAILY_GOALS, { error: "dailyGoal must be 10, 20, 50 or 100" }).optional(),
  // "Say it": the learner agreed that where their browser can recognise speech only online, it sends
  // the recording to its own speech service (issue #28). Never to us.
  onlineSpeechRecognition: z.boolean({ error: "onlineSpeechRecognition must be true or false" }).optional(),
});
export type LearnerSettings = z.infer<typeof settingsSchema>;

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
/** A browser's Web Push subscription as `PushSubscription.toJSON()` gives it (https endpoint, two keys). */
const pushEndpoint = z
  .string({ error: "endpoint must be the push service's address." })
  .max(2048, { error: "endpoint is too long." })
  .refine((v) => URL.canParse(v) && new URL(v).protocol === "https:", {
    error: "endpoint must be an https address.",
  });
const pushKey = (name: string) =>
  z
    .string({ error: `keys.${name} is missing.` })
    .regex(/^[A-Za-z0-9_-]{16,200}={0,2}$/, { error: `keys.${name} must be base64url.` });
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: pushKey("p256dh"), auth: pushKey("auth") }, { error: "keys must hold p256dh and auth." }),
});
export const pushUnsubscribeSchema = z.object({ endpoint: pushEndpoint });
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
