// One review session (spec "Review flow", issue #18): the due cards in order, then each card graded
// Wrong once more at the end. Only a card's first grade is saved: the second look is practice, so
// the schedule counts every card once. Pure; the review screen runs it in the browser, the review
// route's form action on the server (the session then travels in the URL, validated by
// review-form.ts, which only the server loads: zod stays out of the review screen's bundle).
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

/** The tally as search params; an empty session leaves the URL bare. */
export function tallySearch(tally: SessionTally): string {
  const params = new URLSearchParams();
  if (tally.again.length > 0) params.set("again", tally.again.join(","));
  if (tally.reviewed > 0) params.set("reviewed", String(tally.reviewed));
  if (tally.repeated > 0) params.set("repeated", String(tally.repeated));
  const search = params.toString();
  return search ? `?${search}` : "";
}
