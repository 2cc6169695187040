// The session's cards in the browser (app/domain/review-session.ts): the due cards, then each card
// graded Wrong once more. A first grade is saved through POST /api/progress before the card moves
// on; a second look is not sent at all, so the schedule counts every card once.
import { useCallback, useRef, useState } from "react";
import type { Language } from "../../domain/languages";
import type { ReviewCard } from "../../domain/progress-view";
import {
  currentEntry,
  gradeCurrent,
  savesGrade,
  sessionPosition,
  startReviewSession,
  tallyOf,
  type SessionTally,
} from "../../domain/review-session";
import { api } from "../shell/api-client";

export function useReviewQueue(options: {
  language: Language;
  cards: ReviewCard[];
  againCards: ReviewCard[];
  tally: SessionTally;
  onSaveFailed: () => void;
}) {
  const { language, onSaveFailed } = options;
  const [state, setState] = useState(() => startReviewSession(options.cards, options.againCards, options.tally));
  const [saving, setSaving] = useState(false);
  // A second key press while the first grade is on its way must not grade the same card twice.
  const busy = useRef(false);
  const entry = currentEntry(state);

  const grade = useCallback(
    async (value: number): Promise<boolean> => {
      if (!entry || busy.current) return false;
      if (savesGrade(entry.pass)) {
        busy.current = true;
        setSaving(true);
        try {
          // The card's key: a retry after a lost answer, or a second press, saves the grade once.
          await api.post("/api/progress", {
            language,
            action: "review",
            sentenceId: entry.card.sentenceId,
            grade: value,
            gradeId: entry.card.gradeId,
          });
        } catch {
          onSaveFailed();
          return false;
        } finally {
          busy.current = false;
          setSaving(false);
        }
      }
      setState((s) => gradeCurrent(s, value));
      return true;
    },
    [entry, language, onSaveFailed],
  );

  return {
    entry,
    saving,
    grade,
    reviewed: state.reviewed,
    position: sessionPosition(state),
    tally: tallyOf(state),
    /** Nothing was due when the page loaded and nothing was graded since. */
    empty: state.queue.length === 0 && state.reviewed + state.repeated === 0,
  };
}
