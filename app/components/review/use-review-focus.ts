// Where the keyboard is on a card: in the answer box (or on Show Answer when typing is off) until
// the answer shows, then on the grade the verdict suggests, or on the grade group where keys 1-4 work.
// The grades arrive with the answer side's chunk (review-revealed.tsx), possibly after the answer is
// revealed: their group is kept in state, so focus moves to it when it mounts.
import { useEffect, useRef, useState } from "react";

export function useReviewFocus(state: { revealed: boolean; typing: boolean; suggestedGrade: number | null }) {
  const { revealed, typing, suggestedGrade } = state;
  const answerRef = useRef<HTMLInputElement>(null);
  const showRef = useRef<HTMLButtonElement>(null);
  const [group, gradesRef] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (revealed) {
      const suggested = suggestedGrade ? group?.querySelector<HTMLButtonElement>(`[data-grade="${suggestedGrade}"]`) : null;
      (suggested ?? group)?.focus();
    } else {
      (answerRef.current ?? showRef.current)?.focus();
    }
  }, [revealed, typing, suggestedGrade, group]);
  return { answerRef, showRef, gradesRef };
}
