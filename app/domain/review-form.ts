// The review screen's form posts and the session tally its URL carries, parsed with zod on the
// server (review route's loader and action). Kept apart from review-session.ts, whose rules the
// browser runs: importing these schemas there would ship zod with the review screen.
import { z } from "zod";
import { EMPTY_TALLY, MAX_SESSION_CARDS, type SessionTally } from "./review-session";

const count = z.coerce
  .number({ error: "The session count must be a whole number" })
  .int({ error: "The session count must be a whole number" })
  .min(0, { error: "The session count must be a whole number" })
  .max(10_000, { error: "The session count is too large" });

const idList = z
  .string()
  .max(MAX_SESSION_CARDS * 8, { error: "The list of cards to repeat is too long" })
  .regex(/^([1-9]\d{0,6}(,[1-9]\d{0,6})*)?$/, {
    error: "The list of cards to repeat must be sentence numbers separated by commas",
  })
  .transform((s) => (s === "" ? [] : [...new Set(s.split(",").map(Number))]))
  .pipe(z.array(z.number().int().positive()).max(MAX_SESSION_CARDS, { error: "The list of cards to repeat is too long" }));

/** The tally as the URL and the hidden form fields carry it (`again=12,40&reviewed=3&repeated=1`). */
export const sessionTallySchema = z.object({
  reviewed: count.default(0),
  repeated: count.default(0),
  again: idList.default([]),
});

/** A tally read from search params or form fields (an empty field counts as absent). */
export function parseTally(source: { get(name: string): unknown }) {
  const value = (name: string) => {
    const v = source.get(name);
    return typeof v === "string" && v !== "" ? v : undefined;
  };
  return sessionTallySchema.safeParse({ reviewed: value("reviewed"), repeated: value("repeated"), again: value("again") });
}

/** The tally of a page's URL: a malformed one (an edited address) starts a fresh session. */
export function tallyFromUrl(params: URLSearchParams): SessionTally {
  const parsed = parseTally(params);
  return parsed.success ? parsed.data : EMPTY_TALLY;
}

const gradeField = z.coerce
  .number({ error: "Choose a grade: 1 (Wrong), 2 (Hard), 3 (Good) or 4 (Easy)" })
  .int({ error: "Choose a grade: 1 (Wrong), 2 (Hard), 3 (Good) or 4 (Easy)" })
  .min(1, { error: "Choose a grade: 1 (Wrong), 2 (Hard), 3 (Good) or 4 (Easy)" })
  .max(4, { error: "Choose a grade: 1 (Wrong), 2 (Hard), 3 (Good) or 4 (Easy)" });

const sentenceIdField = z.coerce
  .number({ error: "The card's sentence number is missing or not a number" })
  .int({ error: "The card's sentence number is missing or not a number" })
  .positive({ error: "The card's sentence number is missing or not a number" })
  .max(1_000_000, { error: "The card's sentence number is missing or not a number" });

/** The review screen's form posts: Show Answer (with the typed answer) and a grade. */
export const reviewFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("reveal"),
      sentenceId: sentenceIdField,
      answer: z.string().max(500, { error: "The answer is too long (500 characters at most)" }).default(""),
    }),
    z.object({
      intent: z.literal("grade"),
      sentenceId: sentenceIdField,
      grade: gradeField,
      // The card's idempotency key (the page hands out one per card): a double submit saves once.
      gradeId: z
        .string()
        .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: "The grade's key must be 8 to 100 letters, digits, - or _" })
        .optional(),
    }),
  ],
  { error: 'The form must say what to do: "reveal" or "grade"' },
);

export type ReviewForm = z.infer<typeof reviewFormSchema>;
