// One card's answer: what was typed, whether the answer shows, and the explained verdict
// (app/domain/answer-check.ts). A card shown after a Show Answer form post starts revealed, with the
// verdict the server judged. In the browser the checker's code is its own chunk, fetched when the
// learner starts typing: a review session by grades alone never downloads it.
import { useEffect, useMemo, useState } from "react";
import type { AnswerCheck, checkAnswer } from "../../domain/answer-check";
import type { Language } from "../../domain/languages";
import type { ReviewCard } from "../../domain/progress-view";

export interface PostedReveal {
  sentenceId: number;
  answer: string;
  /** The server's verdict on the posted answer (null when nothing was typed). */
  check: AnswerCheck | null;
}

type Checker = typeof checkAnswer;
let loadedChecker: Checker | null = null;
let loadingChecker: Promise<Checker> | null = null;

function loadChecker(): Promise<Checker> {
  loadingChecker ??= import("../../domain/answer-check").then((module) => (loadedChecker = module.checkAnswer));
  return loadingChecker;
}

/** The checker, once loaded; asks for it as soon as `wanted` (the learner has typed something). */
function useChecker(wanted: boolean): Checker | null {
  const [checker, setChecker] = useState<Checker | null>(() => loadedChecker);
  useEffect(() => {
    if (!wanted || checker) return;
    let live = true;
    void loadChecker().then((loaded) => live && setChecker(() => loaded));
    return () => {
      live = false;
    };
  }, [wanted, checker]);
  return checker;
}

export function useReviewAnswer(card: ReviewCard, language: Language, typing: boolean, posted: PostedReveal | null) {
  const fromPost = posted?.sentenceId === card.sentenceId ? posted : null;
  const [revealed, setRevealed] = useState(fromPost !== null);
  const [answer, setAnswer] = useState(fromPost?.answer ?? "");
  const typed = typing && answer.trim() !== "" ? answer : null;
  const checker = useChecker(typed !== null);
  const check = useMemo(() => {
    if (!revealed || !typed) return null;
    // The posted answer, unchanged: the server's verdict (identical markup when the page hydrates).
    if (fromPost && typed === fromPost.answer && !checker) return fromPost.check;
    return checker ? checker(typed, card.text, language) : null;
  }, [revealed, typed, fromPost, checker, card.text, language]);
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
