// Where the keyboard is on a card: in the answer box (or on Show Answer when typing is off) until
// the answer shows, then on the grade the verdict suggests, or on the grade group where keys 1-4 work.
import { useEffect, useRef } from "react";

export function useReviewFocus(state: { revealed: boolean; typing: boolean; suggestedGrade: number | null }) {
  const { revealed, typing, suggestedGrade } = state;
  const answerRef = useRef<HTMLInputElement>(null);
  const showRef = useRef<HTMLButtonElement>(null);
  const gradesRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (revealed) {
      const group = gradesRef.current;
      const suggested = suggestedGrade ? group?.querySelector<HTMLButtonElement>(`[data-grade="${suggestedGrade}"]`) : null;
      (suggested ?? group)?.focus();
    } else {
      (answerRef.current ?? showRef.current)?.focus();
    }
  }, [revealed, typing, suggestedGrade]);
  return { answerRef, showRef, gradesRef };
}
