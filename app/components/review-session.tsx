// The review screen (spec section 2 "Review screen", section 4 "Review flow"): one due card at a
// time: English prompt, optional typed answer, Show Answer, the correct answer, four ratings.
// Every rating is graded by the server (POST /api/progress, action "review").
import { Link, useRevalidator } from "react-router";
import { formatInterval, type Scheduler } from "../domain/scheduling";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { checkAnswer, type AnswerCheck } from "../domain/answer-check";
import { ENGLISH_SPEECH_CODE, LANGUAGE_INFO, type Language } from "../domain/languages";
import { REVIEW_BUTTONS } from "../domain/srs";
import { transliterateRussian } from "../domain/transliterate";
import type { ReviewCard } from "../domain/progress-view";
import { saveAudioSettings, SpeechError, togglePlay } from "./audio";
import { useToast } from "./toast";

export const REVIEW_SPEEDS = [0.5, 0.75, 0.9, 1.0, 1.25, 1.5] as const;
export const DEFAULT_REVIEW_RATE = 0.9;

export interface ReviewStats {
  dueNow: number;
  dueTomorrow: number;
  dueThisWeek: number;
  total: number;
}

export function ReviewSession({
  language,
  cards,
  stats,
  premiumAudio,
  initialQuality,
  scheduler,
}: {
  language: Language;
  cards: ReviewCard[];
  stats: ReviewStats;
  premiumAudio: boolean;
  initialQuality: "premium" | "standard";
  scheduler: Scheduler;
}) {
  const revalidator = useRevalidator();
  const info = LANGUAGE_INFO[language];
  const { toast } = useToast();
  const [queue] = useState(cards);
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const [typing, setTyping] = useState(true);
  const [answer, setAnswer] = useState("");
  const [rate, setRate] = useState(DEFAULT_REVIEW_RATE);
  const [quality, setQuality] = useState<"premium" | "standard">(initialQuality);
  const [saving, setSaving] = useState(false);
  const [reviewed, setReviewed] = useState(0);

  useEffect(() => {
    setRevealed(false);
    setAnswer("");
  }, [index]);

  const card = queue[index];
  const typedAnswer = typing && answer.trim() !== "" ? answer : null;
  const check = useMemo(
    () => (revealed && card && typedAnswer ? checkAnswer(typedAnswer, card.text, language) : null),
    [revealed, card, typedAnswer, language],
  );
  const gradeButtons = useRef<(HTMLButtonElement | null)[]>([]);
  // The verdict suggests a grade by focusing its button; the learner still chooses.
  useEffect(() => {
    if (check) gradeButtons.current[check.suggestedGrade - 1]?.focus();
  }, [check]);
  const play = useCallback(
    async (text: string, lang: string, label: string) => {
      try {
        await togglePlay({
          text,
          speechCode: lang,
          rate,
          premium: premiumAudio && quality === "premium",
          onFallback: () =>
            toast({ title: "Audio Error", description: "Premium audio failed, trying fallback...", variant: "destructive" }),
        });
      } catch (error) {
        toast({
          title: "Audio Error",
          description: error instanceof SpeechError ? `Could not play ${label} audio` : "Could not play audio",
          variant: "destructive",
        });
      }
    },
    [premiumAudio, quality, rate, toast],
  );

  async function rate_(grade: number) {
    if (!card || saving) return;
    setSaving(true);
    try {
      const response = await fetch("/api/progress", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ language, action: "review", sentenceId: card.sentenceId, grade }),
      });
      if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
      setReviewed((n) => n + 1);
      setIndex((i) => i + 1);
    } catch {
      toast({ title: "Error", description: "Failed to save review progress", variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  // Keys 1-4 grade Wrong / Hard / Good / Easy once the answer shows.
  const rateRef = useRef(rate_);
  rateRef.current = rate_;
  useEffect(() => {
    if (!revealed) return;
    function onKey(event: KeyboardEvent) {
      if (event.metaKey || event.ctrlKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.tagName === "SELECT")) return;
      const button = REVIEW_BUTTONS.find((b) => String(b.grade) === event.key);
      if (!button) return;
      event.preventDefault();
      void rateRef.current(button.grade);
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [revealed]);

  if (queue.length === 0) {
    return (
      <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold">No Reviews Due</h1>
        <p className="mt-2 text-slate-600">
          Sentences reach Review after 20 repetitions in your pyramid. Keep learning and they will show up here when they are due.
        </p>
        <Stats stats={stats} />
        <Link
          to="/"
          className="mt-6 inline-block rounded-xl bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Continue Learning
        </Link>
      </div>
    );
  }

  if (!card) {
    return (
      <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold">Session Complete!</h1>
        <p className="mt-2 text-slate-600">
          You reviewed {reviewed} {reviewed === 1 ? "sentence" : "sentences"}. Each one will come back when it is due.
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <Link to="/progress" className="rounded-xl border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-50">
            View Progress
          </Link>
          <Link to="/" className="rounded-xl bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
            Continue Learning
          </Link>
        </div>
      </div>
    );
  }

  const showDisabled = typing && answer.trim() === "";
  const percent = Math.round((index / queue.length) * 100);
  return (
    <div className="mx-auto max-w-2xl">
      <div className="flex items-center justify-between text-sm text-slate-600">
        <span>
          Card {index + 1} of {queue.length}
        </span>
        <div className="flex items-center gap-2">
          <select
            aria-label="Audio quality"
            value={quality}
            onChange={(e) => {
              const value = e.target.value as "premium" | "standard";
              setQuality(value);
              saveAudioSettings({ audioQuality: value });
            }}
            className="rounded-lg border border-slate-300 px-2 py-1"
          >
            <option value="premium">Premium</option>
            <option value="standard">Standard</option>
          </select>
          <select
            aria-label="Scheduler"
            value={scheduler}
            onChange={async (e) => {
              const response = await fetch("/api/settings", {
                method: "POST",
                credentials: "include",
                headers: { "Content-Type": "application/json" },
                body: JSON.stringify({ scheduler: e.target.value }),
              });
              if (response.ok) revalidator.revalidate();
              else toast({ title: "Error", description: "Could not change the scheduler", variant: "destructive" });
            }}
            className="rounded-lg border border-slate-300 px-2 py-1"
          >
            <option value="sm2">SM-2</option>
            <option value="fsrs">FSRS</option>
          </select>
          <select
            aria-label="Speed"
            value={rate}
            onChange={(e) => setRate(Number(e.target.value))}
            className="rounded-lg border border-slate-300 px-2 py-1"
          >
            {REVIEW_SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s}x
              </option>
            ))}
          </select>
        </div>
      </div>
      <div
        className="mt-2 h-2 rounded-full bg-slate-100"
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="h-2 rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>

      <div className="mt-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-sm font-medium text-slate-500">Translate into {info.name}</p>
        <div className="mt-2 flex items-center gap-3">
          <p className="text-2xl font-semibold" data-testid="review-prompt">
            {card.english}
          </p>
          <button
            type="button"
            aria-label="Play English"
            onClick={() => void play(card.english, ENGLISH_SPEECH_CODE, "English")}
            className="h-9 w-9 rounded-full bg-brand-50 text-brand-700"
          >
            ▶
          </button>
        </div>

        {typing && (
          <input
            aria-label="Your answer"
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && !showDisabled) {
                // Focus moves to the suggested grade: this Enter must not also press that button.
                e.preventDefault();
                setRevealed(true);
              }
            }}
            placeholder={`Type the ${info.name} sentence…`}
            lang={info.speechCode}
            className="mt-4 w-full rounded-xl border border-slate-300 px-4 py-3 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
        )}

        {!revealed ? (
          <div className="mt-4 flex gap-3">
            <button
              type="button"
              onClick={() => setRevealed(true)}
              disabled={showDisabled}
              className="flex-1 rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
            >
              Show Answer
            </button>
            <button
              type="button"
              onClick={() => setTyping((t) => !t)}
              className="rounded-xl border border-slate-300 px-4 py-3 font-medium hover:bg-slate-50"
            >
              {typing ? "Skip Typing" : "Enable Typing"}
            </button>
          </div>
        ) : (
          <div className="mt-5">
            <p className="text-sm font-medium text-slate-500">Correct answer</p>
            <div className="mt-1 flex items-center gap-3">
              <p className="text-2xl font-bold" lang={info.speechCode} data-testid="review-answer">
                {card.text}
              </p>
              <button
                type="button"
                aria-label={`Play ${info.name}`}
                onClick={() => void play(card.text, info.speechCode, info.name)}
                className="h-9 w-9 rounded-full bg-brand-50 text-brand-700"
              >
                ▶
              </button>
            </div>
            {language === "russian" && <p className="mt-1 italic text-slate-500">{transliterateRussian(card.text)}</p>}
            {check && <AnswerFeedback check={check} />}
            <div className="mt-5 grid grid-cols-4 gap-2">
              {REVIEW_BUTTONS.map((b, i) => (
                <button
                  key={b.label}
                  ref={(el) => {
                    gradeButtons.current[i] = el;
                  }}
                  aria-keyshortcuts={String(b.grade)}
                  type="button"
                  disabled={saving}
                  onClick={() => void rate_(b.grade)}
                  className={`rounded-xl px-3 py-3 font-semibold text-white disabled:opacity-50 ${
                    {
                      Wrong: "bg-red-500 hover:bg-red-600",
                      Hard: "bg-orange-500 hover:bg-orange-600",
                      Good: "bg-green-600 hover:bg-green-700",
                      Easy: "bg-brand-600 hover:bg-brand-700",
                    }[b.label]
                  }`}
                >
                  {b.label}
                  {card.intervals[i] !== undefined && (
                    <span className="font-normal"> · {formatInterval(card.intervals[i]!)}</span>
                  )}
                </button>
              ))}
            </div>
            <button
              type="button"
              onClick={() => {
                setRevealed(false);
                setAnswer("");
              }}
              className="mt-3 w-full rounded-xl border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50"
            >
              Try Again
            </button>
          </div>
        )}
      </div>
      <Stats stats={stats} />
    </div>
  );
}

/** The verdict and the learner's answer marked: wrong or extra letters struck, missing ones inserted. */
function AnswerFeedback({ check }: { check: AnswerCheck }) {
  const tone = check.verdict === "correct" ? "text-green-800" : check.verdict === "wrong" ? "text-red-800" : "text-amber-900";
  return (
    <div className="mt-3" data-testid="answer-feedback">
      <p role="status" className={`font-semibold ${tone}`} data-testid="answer-verdict">
        {check.message}
      </p>
      <p className="mt-1 text-lg" data-testid="answer-marks">
        <span className="sr-only">You wrote: </span>
        {check.marks.map((s, i) =>
          s.kind === "same" ? (
            <span key={i}>{s.text}</span>
          ) : s.kind === "wrong" ? (
            <del key={i} className="rounded bg-red-100 px-0.5 text-red-900 decoration-2">
              <span className="sr-only"> (wrong or extra: </span>
              {s.text}
              <span className="sr-only">) </span>
            </del>
          ) : (
            <ins key={i} className="rounded bg-green-100 px-0.5 text-green-900 no-underline">
              <span className="sr-only"> (missing: </span>
              {s.text}
              <span className="sr-only">) </span>
            </ins>
          ),
        )}
      </p>
    </div>
  );
}

function Stats({ stats }: { stats: ReviewStats }) {
  return (
    <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 text-left">
      <h2 className="font-semibold">Review Statistics</h2>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-center text-sm">
        <div>
          <dt className="text-slate-500">Due Today</dt>
          <dd className="text-xl font-bold">{stats.dueNow}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Due Tomorrow</dt>
          <dd className="text-xl font-bold">{stats.dueTomorrow}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Total Reviews</dt>
          <dd className="text-xl font-bold">{stats.total}</dd>
        </div>
      </dl>
    </div>
  );
}
