// One review card: the English prompt, the typed answer and Show Answer (a form post without
// JavaScript; Enter in the box), then the correct answer, the explained verdict and the grades.
// Mounted afresh for every card (keyed by the session), so its answer and focus start over. The
// session's answer mode (review-modes.tsx) may replace typing by speaking, or the English prompt by
// the sentence read aloud ("Listen and type"); both arrive as their own chunks when first used.
import { useEffect, useState } from "react";
import { recordingUrl } from "../../domain/audio-source";
import { ENGLISH_SPEECH_CODE, LANGUAGE_INFO, type Language } from "../../domain/languages";
import type { ReviewCard as Card } from "../../domain/progress-view";
import type { SessionEntry, SessionTally } from "../../domain/review-session";
import type { SpokenCheck } from "../../domain/transcript";
import { lazyComponent } from "../shell/lazy-component";
import { Button } from "../ui/button";
import { cardClass } from "../ui/card";
import { FOCUS_RING } from "../ui/focus-ring";
import { sessionHref, TallyFields } from "./review-forms";
import type { ReviewMode } from "./review-modes";
import { useReviewAnswer, type PostedReveal } from "./use-review-answer";
import type { PlayAudio, ReviewAudio } from "./use-review-audio";
import { useReviewFocus } from "./use-review-focus";
import { useReviewHotkeys } from "./use-review-hotkeys";

const SpeakCheck = lazyComponent(() => import("../audio/speak-check").then((module) => module.SpeakCheck));
const ListenPrompt = lazyComponent(() => import("./listen-prompt").then((module) => module.ListenPrompt));
/** The answer side of a card (preloaded by the route's loader, so it is in the HTML of a posted Show Answer). */
export const RevealedAnswer = lazyComponent(() => import("./review-revealed").then((module) => module.RevealedAnswer));

const PLAY = `h-9 w-9 shrink-0 rounded-full bg-brand-50 text-brand-700 ${FOCUS_RING}`;

export function ReviewCard(props: {
  language: Language;
  entry: SessionEntry<Card>;
  tally: SessionTally;
  typing: boolean;
  mode: ReviewMode;
  /** The learner agreed to online speech recognition (settings.onlineSpeechRecognition). */
  onlineSpeechAllowed: boolean;
  onToggleTyping: () => void;
  hydrated: boolean;
  posted: PostedReveal | null;
  saving: boolean;
  onGrade: (grade: number) => void;
  play: PlayAudio;
  replay: ReviewAudio["replay"];
}) {
  const { language, entry, tally, hydrated, mode } = props;
  // Listening needs the answer typed; speaking replaces it.
  const typing = mode === "listen" ? true : mode === "speak" ? false : props.typing;
  const [speakCount, setSpeakCount] = useState(0);
  const [spoken, setSpoken] = useState<SpokenCheck | null>(null);
  const { card, pass } = entry;
  const info = LANGUAGE_INFO[language];
  const recording = recordingUrl(language, "sentence", card.sentenceId);
  const answer = useReviewAnswer(card, language, typing, props.posted);
  const focus = useReviewFocus({
    revealed: answer.revealed,
    typing,
    suggestedGrade: answer.check?.suggestedGrade ?? spoken?.suggestedGrade ?? null,
  });
  useReviewHotkeys(answer.revealed, props.onGrade);
  // The answer side's code is asked for once the learner starts on the card (types, skips typing,
  // speaks), so a page that is only looked at never downloads it and Show Answer finds it there.
  const started = answer.answer !== "" || !typing || speakCount > 0;
  useEffect(() => {
    if (started) void RevealedAnswer.preload();
  }, [started]);
  const action = sessionHref(language, tally);

  return (
    <div className={cardClass({ padding: "responsive", shadow: true, className: "mt-5" })}>
      {pass === "again" && (
        <p data-testid="review-again" className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Once more: you marked this Wrong earlier in this session. This grade is not saved.
        </p>
      )}
      {mode === "listen" && !answer.revealed ? (
        <ListenPrompt
          languageName={info.name}
          onPlay={(slower) => void props.replay(card.text, info.speechCode, recording, slower)}
        />
      ) : (
        <p className="text-sm font-medium text-slate-600">Translate into {info.name}</p>
      )}
      <div className={`mt-2 flex items-center gap-3 ${mode === "listen" && !answer.revealed ? "hidden" : ""}`}>
        <p className="min-w-0 text-2xl font-semibold break-words" data-testid="review-prompt">
          {card.english}
        </p>
        <button
          type="button"
          aria-label="Play English"
          disabled={!hydrated}
          onClick={() => void props.play(card.english, ENGLISH_SPEECH_CODE)}
          className={PLAY}
        >
          ▶
        </button>
      </div>

      {mode === "speak" && (
        <>
          <button
            type="button"
            onClick={() => setSpeakCount((n) => n + 1)}
            data-testid="say-it"
            className={`mt-4 inline-flex items-center gap-2 rounded-full border border-brand-600 px-4 py-1.5 font-medium text-brand-700 hover:bg-brand-50 ${FOCUS_RING}`}
          >
            <span aria-hidden="true">🎙</span> Say it
          </button>
          {speakCount > 0 && (
            <SpeakCheck
              sentence={card.text}
              language={language}
              languageName={info.name}
              speechCode={info.speechCode}
              onlineAllowed={props.onlineSpeechAllowed}
              start={speakCount}
              onHear={() => void props.play(card.text, info.speechCode, recording)}
              onResult={(check) => {
                setSpoken(check);
                answer.reveal();
              }}
            />
          )}
        </>
      )}
      <form
        method="post"
        action={action}
        onSubmit={(event) => {
          event.preventDefault();
          if (!answer.needsAnswer) answer.reveal();
        }}
      >
        <TallyFields tally={tally} />
        <input type="hidden" name="intent" value="reveal" />
        <input type="hidden" name="sentenceId" value={card.sentenceId} />
        {typing && (
          <input
            ref={focus.answerRef}
            name="answer"
            aria-label="Your answer"
            autoComplete="off"
            value={answer.answer}
            readOnly={answer.revealed}
            onChange={(e) => answer.setAnswer(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== "Enter") return;
              // Focus moves to a grade button: this Enter must not also press it.
              e.preventDefault();
              if (!answer.revealed && !answer.needsAnswer) answer.reveal();
            }}
            placeholder={mode === "listen" ? `Type what you hear in ${info.name}…` : `Type the ${info.name} sentence…`}
            lang={info.speechCode}
            className="mt-4 w-full rounded-xl border border-slate-300 px-4 py-3 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none read-only:bg-slate-50"
          />
        )}
        {!answer.revealed && (
          <div className="mt-4 flex flex-wrap gap-3">
            <Button
              ref={focus.showRef}
              type="submit"
              size="lg"
              // Before JavaScript the box cannot be watched: the button stays usable.
              disabled={hydrated && answer.needsAnswer}
              className="min-w-40 flex-1"
            >
              Show Answer
            </Button>
            {hydrated && mode === "type" && (
              <Button variant="secondary" size="lg" onClick={props.onToggleTyping}>
                {typing ? "Skip Typing" : "Enable Typing"}
              </Button>
            )}
          </div>
        )}
      </form>

      {answer.revealed && (
        <RevealedAnswer
          language={language}
          entry={entry}
          tally={tally}
          action={action}
          check={answer.check}
          hydrated={hydrated}
          saving={props.saving}
          playClass={PLAY}
          onPlay={() => void props.play(card.text, info.speechCode, recording)}
          onGrade={props.onGrade}
          onTryAgain={() => {
            answer.tryAgain();
            setSpoken(null);
            setSpeakCount(0);
          }}
          gradesRef={focus.gradesRef}
        />
      )}
    </div>
  );
}
