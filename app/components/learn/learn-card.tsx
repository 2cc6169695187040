// The learn card: where the learner is in the pyramid, the sentence with its play button, the Russian
// transliteration, the English line (or, with 'Hide translation' on, a button that shows it), and the
// 'Hide translation' toggle itself (key T).
import { REPETITIONS_TO_GRADUATE } from "../../domain/pyramid";
import { Button } from "../ui/button";
import { ProgressBar } from "../ui/progress-bar";

export interface CardSentence {
  text: string;
  english: string;
}

export function PyramidStatus(props: { size: number; highest: number; repetitions: number; percent: number }) {
  const { size, highest, repetitions, percent } = props;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <span data-testid="pyramid-size">Pyramid size: {size}</span>
        <span data-testid="highest-sentence">Highest sentence: #{highest}</span>
        <span data-testid="repetitions">
          Repetitions: {repetitions}/{REPETITIONS_TO_GRADUATE}
        </span>
      </div>
      <ProgressBar percent={percent} label="Pyramid progress" className="mt-2" />
    </>
  );
}

export function SentenceCard(props: {
  sentence: CardSentence;
  languageName: string;
  speechCode: string;
  transliteration: string | null;
  translationShown: boolean;
  hidingTranslation: boolean;
  onShowTranslation: () => void;
  onToggleTranslation: () => void;
  onPlay: (which: "target" | "english") => void;
  /** "Say it", where the browser can recognise speech (null elsewhere: no button). */
  onSayIt: (() => void) | null;
  hydrated: boolean;
}) {
  const { sentence, languageName, speechCode, transliteration, translationShown, hydrated, onPlay } = props;
  return (
    <div className="py-10 text-center">
      <div className="flex items-center justify-center gap-3">
        <p lang={speechCode} className="text-3xl font-bold leading-snug md:text-4xl" data-testid="target-sentence">
          {sentence.text}
        </p>
        <PlayButton label={`Play ${languageName}`} onClick={() => onPlay("target")} disabled={!hydrated} />
      </div>
      {props.onSayIt && (
        <Button variant="outline" size="sm" onClick={props.onSayIt} aria-keyshortcuts="S" data-testid="say-it" className="mt-4">
          <span aria-hidden="true">🎙</span> Say it
        </Button>
      )}
      {transliteration && (
        <p className="mt-2 text-lg italic text-slate-500" data-testid="transliteration">
          {transliteration}
        </p>
      )}
      <div className="mt-4 flex items-center justify-center gap-3">
        {translationShown ? (
          <p className="text-lg text-slate-600" data-testid="english-sentence">
            {sentence.english}
          </p>
        ) : (
          <button
            type="button"
            onClick={props.onShowTranslation}
            data-testid="show-translation"
            className="rounded-lg border border-dashed border-slate-400 px-4 py-1.5 text-slate-700 hover:bg-slate-50"
          >
            Show translation
          </button>
        )}
        <PlayButton label="Play English" onClick={() => onPlay("english")} disabled={!hydrated} small />
      </div>
      <button
        type="button"
        aria-pressed={props.hidingTranslation}
        aria-keyshortcuts="T"
        onClick={props.onToggleTranslation}
        disabled={!hydrated}
        data-testid="hide-translation"
        className="mt-3 rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700 disabled:opacity-50"
      >
        {/* On is told by more than colour; the name stays 'Hide translation' (aria-pressed says on/off). */}
        {props.hidingTranslation && <span aria-hidden="true">✓ </span>}
        Hide translation
      </button>
    </div>
  );
}

function PlayButton(props: { label: string; onClick: () => void; disabled?: boolean; small?: boolean }) {
  const { label, onClick, disabled, small } = props;
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={`flex shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 hover:bg-brand-100 disabled:opacity-50 ${small ? "h-8 w-8" : "h-11 w-11"}`}
    >
      ▶
    </button>
  );
}

export function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className="py-12 text-center">
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="mt-2 text-slate-600">{text}</p>
    </div>
  );
}
