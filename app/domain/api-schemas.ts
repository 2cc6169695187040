// The JSON API's inputs and the routes' parameters (spec section 5): read on the server only. No
// screen imports this file (ESLint holds components to domain/validation.ts), so a browser neither
// downloads these schemas nor builds them while a page with a form loads: zod builds every schema
// of a module as it is evaluated, so /profile and /auth built all of these for nothing.
import { z } from "zod";
import { DAILY_GOALS, languageSchema, linkToken } from "./validation";

export const verifyEmailSchema = z.object({
  token: linkToken(
    "The confirmation token is required",
    "This confirmation link is invalid, has expired or has already been used.",
  ),
});

/** A number from `min` to `max` (a whole one if `whole`), with one message for every way it is wrong. */
function numberFrom(min: number, max: number, error: string, whole = false) {
  const number = z.number({ error });
  return (whole ? number.int({ error }) : number).min(min, { error }).max(max, { error });
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
      count: numberFrom(1, 1000, "count must be a whole number from 1 to 1000", true).default(1),
      batchId: idempotencyKey("batchId"),
    }),
    z.object({
      language: languageSchema,
      action: z.literal("review"),
      sentenceId,
      grade: numberFrom(0, 5, "grade must be a whole number from 0 to 5", true),
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
  level: numberFrom(1, 5, LEVEL_MESSAGE, true).optional(),
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
  speakingRate: numberFrom(0.5, 1.5, "speakingRate must be a number from 0.5 to 1.5").default(1),
  pitch: numberFrom(-10, 10, "pitch must be a number from -10 to 10").default(0),
  // An empty name means "the default voice" (as null or a missing field do).
  voiceName: z
    .union([
      z.literal("").transform(() => null),
      z.string().regex(/^[a-z]{2,3}-[A-Z]{2}-[A-Za-z0-9-]{1,40}$/, { error: "voiceName is not a valid voice name" }),
    ])
    .nullish(),
  speaker: z.enum(["Person 1", "Person 2"], { error: 'speaker must be "Person 1" or "Person 2"' }).nullish(),
});

/** A speech speed: 0.5 to 1.5 (spec section 5). */
function speechRate(name: string) {
  return numberFrom(0.5, 1.5, `${name} must be a number from 0.5 to 1.5`).optional();
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
