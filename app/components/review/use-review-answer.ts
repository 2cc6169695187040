// One card's answer: what was typed, whether the answer shows, and the explained verdict
// (app/domain/answer-check.ts). A card shown after a Show Answer form post starts revealed.
import { useMemo, useState } from "react";
import { checkAnswer } from "../../domain/answer-check";
import type { Language } from "../../domain/languages";
import type { ReviewCard } from "../../domain/progress-view";

export interface PostedReveal {
  sentenceId: number;
  answer: string;
}

export function useReviewAnswer(card: ReviewCard, language: Language, typing: boolean, posted: PostedReveal | null) {
  const fromPost = posted?.sentenceId === card.sentenceId ? posted : null;
  const [revealed, setRevealed] = useState(fromPost !== null);
  const [answer, setAnswer] = useState(fromPost?.answer ?? "");
  const typed = typing && answer.trim() !== "" ? answer : null;
  const check = useMemo(
    () => (revealed && typed ? checkAnswer(typed, card.text, language) : null),
    [revealed, typed, card.text, language],
  );
  return {
    answer,
    setAnswer,
    revealed,
    /** Typing on and nothing typed: Show Answer waits for an answer (or Skip Typing). */
    needsAnswer: typing && answer.trim() === "",
    check,
    reveal: () => setRevealed(true),
    tryAgain: () => {
      setRevealed(false);
      setAnswer("");
    },
  };
}
