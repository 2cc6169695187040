// Reviews: grading a card in the learner's object (SM-2 or FSRS, the learner's choice; saved once per
// gradeId), and the review screen's server side: its cards and its form posts (Show Answer and the
// grades before JavaScript loads). The session rule (app/domain/review-session.ts) decides which form
// grades are saved; the object decides whether the card is due, in the same step that saves it.
import type { User } from "../../db/schema";
import { checkAnswer, type AnswerCheck } from "../domain/answer-check";
import type { Language } from "../domain/languages";
import type { ReviewCard } from "../domain/progress-view";
import type { Scheduler } from "../domain/scheduling";
import { parseTally, reviewFormSchema } from "../domain/review-form";
import { judgeFormGrade, type SessionTally } from "../domain/review-session";
import { isDue, type ReviewCounts } from "../domain/srs";
import { firstMessageOf } from "../domain/validation";
import type { GradeResult } from "../learner/types";
import { generateToken } from "./crypto.server";
import { HttpError } from "./http.server";
import { settle } from "./learner.server";
import type { RequestScope } from "./request.server";
import { sentencesFor } from "./sentences.server";
import { settingsOf } from "./settings.server";

type Scope = Pick<RequestScope, "learnerOf" | "replica" | "now">;

// A day's session never holds more cards than this.
const QUEUE_LIMIT = 200;

export interface GradeRequest {
  sentenceId: number;
  grade: number;
  /** The client's idempotency key: a repeated key writes nothing and answers the first result. */
  gradeId?: string | null;
}

/** POST /api/progress review: the graded card, the new counts and the header numbers. */
export async function gradeCard(scope: Scope, user: User, language: Language, request: GradeRequest): Promise<GradeResult> {
  return settle(
    await scope.learnerOf(user.id).grade({
      language,
      sentenceId: request.sentenceId,
      grade: request.grade,
      gradeId: request.gradeId ?? null,
      scheduler: settingsOf(user).scheduler,
      now: scope.now,
      timeZone: user.timeZone,
    }),
  );
}

export interface ReviewScreenData {
  cards: ReviewCard[];
  /** Cards graded Wrong earlier in this session, for their one second look (nothing is saved). */
  againCards: ReviewCard[];
  tally: SessionTally;
  stats: ReviewCounts;
  scheduler: Scheduler;
}

/**
 * The due cards (each with a fresh gradeId for its form), and the second looks the tally asks for:
 * only cards of this learner's own review pile that are no longer due (a due card is simply shown as
 * a first look).
 */
export async function reviewScreen(scope: Scope, user: User, language: Language, tally: SessionTally): Promise<ReviewScreenData> {
  const scheduler = settingsOf(user).scheduler;
  const queue = await scope.learnerOf(user.id).reviewQueue({
    language,
    now: scope.now,
    timeZone: user.timeZone,
    scheduler,
    limit: QUEUE_LIMIT,
    include: tally.again,
  });
  const waiting = queue.included.filter((item) => !isDue(item, scope.now));
  const ids = [...queue.due.map((c) => c.item.sentenceId), ...waiting.map((i) => i.sentenceId)];
  const texts = new Map((await sentencesFor(scope.replica, language, ids)).map((s) => [s.id, s]));
  // A sentence without text in this language is not offered (decisions.md).
  const cards = queue.due.flatMap(({ item, intervals }) => {
    const s = texts.get(item.sentenceId);
    if (!s) return [];
    return [
      {
        sentenceId: item.sentenceId,
        english: s.english,
        text: s.text,
        nextReview: item.nextReview,
        intervals,
        gradeId: generateToken(),
      },
    ];
  });
  const againCards = tally.again.flatMap((id) => {
    const item = waiting.find((i) => i.sentenceId === id);
    const s = texts.get(id);
    // No intervals: a second look schedules nothing.
    return item && s ? [{ sentenceId: id, english: s.english, text: s.text, nextReview: item.nextReview, intervals: [] }] : [];
  });
  return {
    cards,
    againCards,
    tally: { ...tally, again: againCards.map((c) => c.sentenceId) },
    stats: queue.reviewCounts,
    scheduler,
  };
}

export type ReviewFormResult =
  | { kind: "reveal"; sentenceId: number; answer: string; check: AnswerCheck | null }
  | { kind: "graded"; tally: SessionTally; saved: boolean };

/**
 * A form post of the review screen, from a signed-in learner with access to the language (the
 * route checks both before the body is read). Bad input is a 400 in words and writes nothing.
 */
export async function submitReviewForm(scope: Scope, user: User, language: Language, form: FormData): Promise<ReviewFormResult> {
  const parsed = reviewFormSchema.safeParse(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")));
  if (!parsed.success) throw new HttpError(400, firstMessageOf(parsed.error));
  const tally = parseTally(form);
  if (!tally.success) throw new HttpError(400, firstMessageOf(tally.error));
  const post = parsed.data;
  if (post.intent === "reveal") {
    // The verdict is judged here, so the screen can show it without the checker's code: the browser
    // loads that only once a learner types (components/review/use-review-answer.ts).
    const [sentence] = post.answer.trim() ? await sentencesFor(scope.replica, language, [post.sentenceId]) : [];
    const check = sentence ? checkAnswer(post.answer, sentence.text, language) : null;
    return { kind: "reveal", sentenceId: post.sentenceId, answer: post.answer, check };
  }

  // Due decides, not the posted tally: a graded card is not due for at least a day, so a repeated or
  // forged post cannot grade it a second time; a repeated gradeId gets the first post's answer.
  const outcome = await scope.learnerOf(user.id).grade({
    language,
    sentenceId: post.sentenceId,
    grade: post.grade,
    gradeId: post.gradeId ?? null,
    scheduler: settingsOf(user).scheduler,
    now: scope.now,
    timeZone: user.timeZone,
    onlyIfDue: true,
  });
  if (!outcome.ok && outcome.reason !== "not-due") settle(outcome);
  const judged = judgeFormGrade(tally.data, post.sentenceId, post.grade, outcome.ok);
  return { kind: "graded", tally: judged.tally, saved: outcome.ok && !outcome.value.duplicate };
}
