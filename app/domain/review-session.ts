// One review session (spec "Review flow", issue #18): the due cards in order, then each card graded
// Wrong once more at the end. Only a card's first grade is saved: the second look is practice, so
// the schedule counts every card once. Pure; the review screen runs it in the browser, the review
// route's form action on the server (the session then travels in the URL, validated here).
import { z } from "zod";

export const WRONG_GRADE = 1;
/** The form's grades: the four review buttons (Wrong, Hard, Good, Easy). */
export const FORM_GRADES = [1, 2, 3, 4] as const;
// A day's session never holds more cards than the due queue the server hands out.
export const MAX_SESSION_CARDS = 200;

export type ReviewPass = "first" | "again";

export interface SessionEntry<T> {
  card: T;
  pass: ReviewPass;
}

/** What has happened so far: counts of graded cards, and the ids still to come back once. */
export interface SessionTally {
  /** First grades (saved): the sentences reviewed. */
  reviewed: number;
  /** Second looks at cards graded Wrong (not saved). */
  repeated: number;
  /** Cards graded Wrong whose second look is still to come, in order. */
  again: number[];
}

export interface ReviewSessionState<T extends { sentenceId: number }> {
  /** The cards still to show, the current one first. */
  queue: SessionEntry<T>[];
  reviewed: number;
  repeated: number;
}

export const EMPTY_TALLY: SessionTally = { reviewed: 0, repeated: 0, again: [] };

/** Due cards first, then the second looks carried over (ids still due are first looks, not second). */
export function startReviewSession<T extends { sentenceId: number }>(
  due: T[],
  again: T[],
  tally: Pick<SessionTally, "reviewed" | "repeated"> = EMPTY_TALLY,
): ReviewSessionState<T> {
  const dueIds = new Set(due.map((c) => c.sentenceId));
  const seen = new Set<number>();
  const second = again.filter((c) => !dueIds.has(c.sentenceId) && !seen.has(c.sentenceId) && seen.add(c.sentenceId));
  return {
    queue: [
      ...due.map((card) => ({ card, pass: "first" as const })),
      ...second.map((card) => ({ card, pass: "again" as const })),
    ],
    reviewed: tally.reviewed,
    repeated: tally.repeated,
  };
}

export function currentEntry<T extends { sentenceId: number }>(state: ReviewSessionState<T>): SessionEntry<T> | undefined {
  return state.queue[0];
}

/** Whether this grade goes to the schedule: only a card's first look in the session. */
export function savesGrade(pass: ReviewPass): boolean {
  return pass === "first";
}

function comesBack(pass: ReviewPass, grade: number): boolean {
  return pass === "first" && grade === WRONG_GRADE;
}

/** The current card graded: it leaves the queue, and a first-look Wrong goes to the end, once. */
export function gradeCurrent<T extends { sentenceId: number }>(
  state: ReviewSessionState<T>,
  grade: number,
): ReviewSessionState<T> {
  const [head, ...rest] = state.queue;
  if (!head) return state;
  const queue = comesBack(head.pass, grade) ? [...rest, { card: head.card, pass: "again" as const }] : rest;
  return head.pass === "first"
    ? { queue, reviewed: state.reviewed + 1, repeated: state.repeated }
    : { queue, reviewed: state.reviewed, repeated: state.repeated + 1 };
}

/** Cards graded so far and cards in the whole session, for "Card n of m" and the bar. */
export function sessionPosition(state: { queue: unknown[]; reviewed: number; repeated: number }): {
  done: number;
  total: number;
} {
  const done = state.reviewed + state.repeated;
  return { done, total: done + state.queue.length };
}

/** The tally the form carries to the next page (ids of second looks still to come). */
export function tallyOf<T extends { sentenceId: number }>(state: ReviewSessionState<T>): SessionTally {
  return {
    reviewed: state.reviewed,
    repeated: state.repeated,
    again: state.queue.filter((e) => e.pass === "again").map((e) => e.card.sentenceId),
  };
}

/**
 * A form grade judged on the server, which knows whether the card is due in the learner's own
 * schedule. Due: a first look, saved (Wrong also queues its second look). Not due but waiting for
 * its second look: not saved, and it will not come back again. Neither (a repeated post, a forged
 * tally): nothing is saved and nothing changes, so no card is ever graded twice.
 */
export function judgeFormGrade(
  tally: SessionTally,
  sentenceId: number,
  grade: number,
  due: boolean,
): { save: boolean; tally: SessionTally } {
  const without = tally.again.filter((id) => id !== sentenceId);
  if (due) {
    return {
      save: true,
      tally: {
        reviewed: tally.reviewed + 1,
        repeated: tally.repeated,
        again: comesBack("first", grade) ? [...without, sentenceId] : without,
      },
    };
  }
  if (tally.again.includes(sentenceId)) {
    return { save: false, tally: { reviewed: tally.reviewed, repeated: tally.repeated + 1, again: without } };
  }
  return { save: false, tally };
}

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

/** The tally as search params; an empty session leaves the URL bare. */
export function tallySearch(tally: SessionTally): string {
  const params = new URLSearchParams();
  if (tally.again.length > 0) params.set("again", tally.again.join(","));
  if (tally.reviewed > 0) params.set("reviewed", String(tally.reviewed));
  if (tally.repeated > 0) params.set("repeated", String(tally.repeated));
  const search = params.toString();
  return search ? `?${search}` : "";
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
