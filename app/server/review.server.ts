// The review screen's server side: its cards, and its form posts (Show Answer and the grades before
// JavaScript loads). Grades go through the same `reviewSentence` as POST /api/progress; the session
// rule (app/domain/review-session.ts) decides which grades reach it.
import type { User } from "../../db/schema";
import { checkAnswer, type AnswerCheck } from "../domain/answer-check";
import { LANGUAGE_INFO, type Language } from "../domain/languages";
import type { ReviewCard } from "../domain/progress-view";
import type { Scheduler } from "../domain/scheduling";
import { parseTally, reviewFormSchema } from "../domain/review-form";
import { judgeFormGrade, type SessionTally } from "../domain/review-session";
import { isDue, type ReviewCounts } from "../domain/srs";
import { firstMessageOf } from "../domain/validation";
import { HttpError } from "./http.server";
import { dueCards, reviewSentence } from "./review-grading.server";
import { getProgress } from "./progress.server";
import { sentencesFor } from "./sentences.server";
import type { RequestScope } from "./request.server";
import { settingsOf } from "./settings.server";

export interface ReviewScreenData {
  cards: ReviewCard[];
  /** Cards graded Wrong earlier in this session, for their one second look (nothing is saved). */
  againCards: ReviewCard[];
  tally: SessionTally;
  stats: ReviewCounts;
  scheduler: Scheduler;
}

/**
 * The due cards, and the second looks the tally asks for: only cards of this learner's own review
 * pile that are no longer due (a due card is simply shown as a first look).
 */
export async function reviewScreen(
  scope: RequestScope,
  user: User,
  language: Language,
  tally: SessionTally,
): Promise<ReviewScreenData> {
  const progress = await getProgress(scope.d1, user, language, scope.now);
  const cards = await dueCards(scope.d1, user, language, progress, scope.now);
  const waiting = tally.again.filter((id) => {
    const item = progress.reviewSchedule[String(id)];
    return item !== undefined && !isDue(item, scope.now);
  });
  const texts = waiting.length > 0 ? new Map((await sentencesFor(scope.d1, language, waiting)).map((s) => [s.id, s])) : new Map();
  const againCards = waiting.flatMap((id) => {
    const s = texts.get(id);
    // No intervals: a second look schedules nothing.
    return s
      ? [
          {
            sentenceId: id,
            english: s.english,
            text: s.text,
            nextReview: progress.reviewSchedule[String(id)]!.nextReview,
            intervals: [],
          },
        ]
      : [];
  });
  return {
    cards,
    againCards,
    tally: { ...tally, again: againCards.map((c) => c.sentenceId) },
    stats: progress.reviewCounts,
    scheduler: settingsOf(user).scheduler,
  };
}

export type ReviewFormResult =
  | { kind: "reveal"; sentenceId: number; answer: string; check: AnswerCheck | null }
  | { kind: "graded"; tally: SessionTally; saved: boolean };

/**
 * A form post of the review screen, from a signed-in learner with access to the language (the
 * route checks both before the body is read). Bad input is a 400 in words and writes nothing.
 */
export async function submitReviewForm(
  scope: RequestScope,
  user: User,
  language: Language,
  form: FormData,
): Promise<ReviewFormResult> {
  const parsed = reviewFormSchema.safeParse(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")));
  if (!parsed.success) throw new HttpError(400, firstMessageOf(parsed.error));
  const tally = parseTally(form);
  if (!tally.success) throw new HttpError(400, firstMessageOf(tally.error));
  const post = parsed.data;
  if (post.intent === "reveal") {
    // The verdict is judged here, so the screen can show it without the checker's code: the browser
    // loads that only once a learner types (components/review/use-review-answer.ts).
    const [sentence] = post.answer.trim() ? await sentencesFor(scope.d1, language, [post.sentenceId]) : [];
    const check = sentence ? checkAnswer(post.answer, sentence.text, language) : null;
    return { kind: "reveal", sentenceId: post.sentenceId, answer: post.answer, check };
  }

  const progress = await getProgress(scope.d1, user, language, scope.now);
  const item = progress.reviewSchedule[String(post.sentenceId)];
  if (!item) {
    throw new HttpError(404, `Sentence ${post.sentenceId} is not in your ${LANGUAGE_INFO[language].name} review pile.`);
  }
  // Due decides, not the posted tally: a graded card is not due for at least a day, so a repeated
  // or forged post cannot grade it a second time.
  const judged = judgeFormGrade(tally.data, post.sentenceId, post.grade, isDue(item, scope.now));
  if (judged.save) await reviewSentence(scope.d1, user, language, post.sentenceId, post.grade, scope.now);
  return { kind: "graded", tally: judged.tally, saved: judged.save };
}
