// A card once its answer shows: the correct answer with its play button, the explained verdict, the
// grades and Try Again. Its own chunk (review-card.tsx): a page that is only looked at never needs it,
// and it is asked for as soon as the learner starts on the card, so it is there by Show Answer.
import type { Ref } from "react";
import type { AnswerCheck } from "../../domain/answer-check";
import { LANGUAGE_INFO, type Language } from "../../domain/languages";
import type { ReviewCard as Card } from "../../domain/progress-view";
import type { SessionEntry, SessionTally } from "../../domain/review-session";
import { transliterateRussian } from "../../domain/transliterate";
import { Button } from "../ui/button";
import { AnswerFeedback } from "./review-feedback";
import { TallyFields } from "./review-forms";
import { ReviewGrades } from "./review-grades";

export function RevealedAnswer(props: {
  language: Language;
  entry: SessionEntry<Card>;
  tally: SessionTally;
  /** The session's address, where the grades post without JavaScript. */
  action: string;
  check: AnswerCheck | null;
  hydrated: boolean;
  saving: boolean;
  /** The card's play-button look, handed over rather than imported: a module both chunks import
   *  becomes a chunk of its own (Rolldown), one more file on the review page. */
  playClass: string;
  onPlay: () => void;
  onGrade: (grade: number) => void;
  onTryAgain: () => void;
  gradesRef: Ref<HTMLDivElement>;
}) {
  const { language, entry, tally } = props;
  const { card, pass } = entry;
  const info = LANGUAGE_INFO[language];
  return (
    <div className="mt-5">
      <p className="text-sm font-medium text-slate-600">Correct answer</p>
      <div className="mt-1 flex items-center gap-3">
        <p className="min-w-0 text-2xl font-bold break-words" lang={info.speechCode} data-testid="review-answer">
          {card.text}
        </p>
        <button
          type="button"
          aria-label={`Play ${info.name}`}
          disabled={!props.hydrated}
          onClick={props.onPlay}
          className={props.playClass}
        >
          ▶
        </button>
      </div>
      {language === "russian" && <p className="mt-1 text-slate-600 italic">{transliterateRussian(card.text)}</p>}
      {props.check && <AnswerFeedback check={props.check} />}
      <ReviewGrades
        action={props.action}
        tally={tally}
        sentenceId={card.sentenceId}
        gradeId={card.gradeId}
        intervals={pass === "first" ? card.intervals : null}
        saving={props.saving}
        onGrade={props.onGrade}
        groupRef={props.gradesRef}
      />
      {/* Without JavaScript, the card's own page again, with the answer hidden. */}
      <form method="get" action={`/review/${language}`}>
        <TallyFields tally={tally} />
        <Button
          type="submit"
          variant="secondary"
          block
          onClick={(event) => {
            event.preventDefault();
            props.onTryAgain();
          }}
          className="mt-3"
        >
          Try Again
        </Button>
      </form>
    </div>
  );
}
