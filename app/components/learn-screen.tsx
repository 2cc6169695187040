// The learn screen (spec section 2 "Learn screen", section 4 "Audio and auto-progress"). Continue
// shows the next sentence at once from the pure pyramid rule, then reconciles with the server's
// answer. Without JavaScript the same button is a form post that the route's action applies.
import { Form, Link } from "react-router";
import { useCallback, useEffect, useMemo, useState } from "react";
import { LANGUAGE_INFO, type Language } from "../domain/languages";
import { isBrandNewLearner, REPETITIONS_TO_GRADUATE, repetitionsOf } from "../domain/pyramid";
import { transliterateRussian } from "../domain/transliterate";
import type { LearnProgress, LessonTexts } from "../domain/progress-view";
import type { ShellData } from "../domain/views";
import { saveAudioSettings, stopAudio } from "./audio";
import { useToast } from "./toast";
import { useLearnHotkeys } from "./use-learn-hotkeys";
import { useLearnTimers } from "./use-learn-timers";
import { useSentenceAudio } from "./use-sentence-audio";
import { usePractice } from "./use-practice";
import { useHandsFree } from "./use-hands-free";
import { Tutorial, TUTORIAL_SEEN_KEY } from "./tutorial";

export const AUTO_PROGRESS_DELAYS = [3, 5, 8, 10] as const;
export const DEFAULT_AUTO_PROGRESS_SECONDS = 5;
export const DEFAULT_LEARN_RATE = 0.7;

export interface LearnData extends LessonTexts {
  language: Language;
  progress: LearnProgress;
  sentenceCount: number;
}

function readSetting<T>(key: string, fallback: T): T {
  if (typeof window === "undefined") return fallback;
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

function writeSetting(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // private mode: settings simply do not persist
  }
}

export function LearnScreen({ data, shell }: { data: LearnData; shell: ShellData }) {
  const { toast } = useToast();
  const info = LANGUAGE_INFO[data.language];
  const practice = usePractice(data, shell.user.id, {
    onRefused: (status, message) => {
      if (status === 401) {
        toast({ title: "You are logged out. Logging in again...", variant: "destructive" });
        setTimeout(() => window.location.assign("/api/login"), 500);
      } else toast({ title: "Error", description: message || "Failed to save progress", variant: "destructive" });
    },
  });
  const { view, texts, server, upcoming } = practice;
  const [hydrated, setHydrated] = useState(false);
  const [rate, setRate] = useState(shell.settings.speechRate ?? DEFAULT_LEARN_RATE);
  const [quality, setQuality] = useState(shell.settings.audioQuality);
  const premium = shell.premiumAudio && quality === "premium";
  const [autoplay, setAutoplay] = useState(false);
  const [autoProgress, setAutoProgress] = useState(false);
  const [autoDelay, setAutoDelay] = useState<number>(DEFAULT_AUTO_PROGRESS_SECONDS);
  const [tutorialOpen, setTutorialOpen] = useState(false);

  // Whether the learner was brand new when the screen opened (the tutorial shows once, on arrival).
  const [arrivedNew] = useState(() => isBrandNewLearner(data.progress));
  useEffect(() => {
    setHydrated(true);
    setAutoplay(readSetting("piramide:autoplay", false));
    setAutoDelay(readSetting("piramide:auto-progress-delay", DEFAULT_AUTO_PROGRESS_SECONDS));
    if (arrivedNew && !window.localStorage.getItem(TUTORIAL_SEEN_KEY)) setTutorialOpen(true);
  }, [arrivedNew]);

  const sequence = view.currentSequence;
  const position = Math.min(view.currentPosition, Math.max(0, sequence.length - 1));
  const currentId = sequence[position];
  const current = currentId !== undefined ? texts[String(currentId)] : undefined;
  const reps = currentId !== undefined ? repetitionsOf(view, currentId) : 0;
  const dueCount = server.dueNow ?? 0;

  const play = useSentenceAudio({ current, speechCode: info.speechCode, rate, premium, toast });

  const { advance: step } = practice;
  const handsFree = useHandsFree({ sentence: current, speechCode: info.speechCode, rate, premium, advance: step });
  const { stop: stopHandsFree } = handsFree;
  // A Continue by hand (button or key) also ends hands-free listening.
  const advance = useCallback(() => {
    stopHandsFree();
    stopAudio();
    step();
  }, [step, stopHandsFree]);

  const copy = useCallback(async () => {
    if (!current) return;
    try {
      await navigator.clipboard.writeText(current.text);
      toast({ title: "Copied!", description: `${info.name} sentence copied to clipboard` });
    } catch {
      toast({ title: "Error", description: "Failed to copy to clipboard", variant: "destructive" });
    }
  }, [current, info.name, toast]);

  useLearnTimers({
    hydrated,
    hasText: current !== undefined,
    sentenceKey: `${currentId}:${position}:${view.points}`,
    autoplay,
    autoProgress,
    autoDelaySeconds: autoDelay,
    paused: tutorialOpen,
    play,
    advance,
  });
  useLearnHotkeys(hydrated && !tutorialOpen && current !== undefined, {
    advance,
    play: (which) => void play(which),
    toggleAutoProgress: () => setAutoProgress((v) => !v),
    copy: () => void copy(),
  });

  const percent = sequence.length > 0 ? Math.round((position / sequence.length) * 100) : 0;
  const highest = Math.max(server.highestSentenceId, ...sequence);
  const transliteration = useMemo(
    () => (data.language === "russian" && current ? transliterateRussian(current.text) : null),
    [current, data.language],
  );

  if (data.sentenceCount === 0) {
    return <EmptyState title="No lessons available" text={`There are no ${info.name} sentences yet. Please check back soon.`} />;
  }

  return (
    <div className="mx-auto max-w-3xl">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <Stat icon="🔥" value={String(server.streak)} label="day streak" testId="stat-streak" />
        <Stat icon="⭐" value={String(view.points)} label="points" testId="stat-points" />
        <Stat
          icon="📚"
          value={data.sentenceCount.toLocaleString("en-US")}
          label={`${info.name} sentences`}
          testId="stat-sentences"
        />
        {dueCount > 0 && (
          <Link
            to={`/review/${data.language}`}
            data-testid="reviews-due"
            className="ml-auto rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900 hover:bg-amber-200"
          >
            Reviews due <span className="ml-1 rounded-full bg-amber-500 px-2 text-white">{dueCount > 9 ? "9+" : dueCount}</span>
          </Link>
        )}
      </div>

      {practice.offline && practice.unsynced > 0 && (
        <p role="status" data-testid="offline-status" className="mt-3 rounded-lg bg-slate-800 px-3 py-2 text-sm text-white">
          Offline: {practice.unsynced} {practice.unsynced === 1 ? "step" : "steps"} will sync
        </p>
      )}

      <div className="mt-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
          <span data-testid="pyramid-size">Pyramid size: {sequence.length}</span>
          <span data-testid="highest-sentence">Highest sentence: #{highest}</span>
          <span data-testid="repetitions">
            Repetitions: {reps}/{REPETITIONS_TO_GRADUATE}
          </span>
        </div>
        <div
          className="mt-2 h-2 rounded-full bg-slate-100"
          role="progressbar"
          aria-label="Pyramid progress"
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-2 rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
        </div>

        {current ? (
          <div className="py-10 text-center">
            <div className="flex items-center justify-center gap-3">
              <p lang={info.speechCode} className="text-3xl font-bold leading-snug md:text-4xl" data-testid="target-sentence">
                {current.text}
              </p>
              <PlayButton label={`Play ${info.name}`} onClick={() => void play("target")} disabled={!hydrated} />
            </div>
            {transliteration && (
              <p className="mt-2 text-lg italic text-slate-500" data-testid="transliteration">
                {transliteration}
              </p>
            )}
            <div className="mt-4 flex items-center justify-center gap-3">
              <p className="text-lg text-slate-600" data-testid="english-sentence">
                {current.english}
              </p>
              <PlayButton label="Play English" onClick={() => void play("english")} disabled={!hydrated} small />
            </div>
          </div>
        ) : (
          <EmptyState
            title={sequence.length === 0 ? "Level complete!" : "Sentence not found"}
            text={
              sequence.length === 0
                ? "Every sentence has graduated. Keep them fresh in Review."
                : "This sentence could not be loaded. Try Continue."
            }
          />
        )}

        <Form
          method="post"
          onSubmit={(event) => {
            event.preventDefault();
            void advance();
          }}
        >
          <input type="hidden" name="intent" value="advance" />
          <input type="hidden" name="language" value={data.language} />
          <button
            type="submit"
            className="w-full rounded-xl bg-brand-600 px-6 py-4 text-lg font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-50"
            disabled={sequence.length === 0 && upcoming.length === 0}
          >
            Continue
          </button>
        </Form>

        <div className="mt-4 flex flex-wrap items-center gap-3 text-sm">
          <button
            type="button"
            aria-pressed={handsFree.on}
            onClick={handsFree.toggle}
            disabled={!hydrated}
            data-testid="hands-free"
            className={`rounded-lg border px-3 py-1 font-medium ${handsFree.on ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 hover:bg-slate-50"}`}
          >
            🎧 Hands-free
          </button>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={autoProgress}
              onChange={(e) => setAutoProgress(e.target.checked)}
              disabled={!hydrated}
            />
            Auto Progress
          </label>
          <select
            aria-label="Auto progress delay"
            value={autoDelay}
            disabled={!hydrated}
            onChange={(e) => {
              setAutoDelay(Number(e.target.value));
              writeSetting("piramide:auto-progress-delay", Number(e.target.value));
            }}
            className="rounded-lg border border-slate-300 px-2 py-1"
          >
            {AUTO_PROGRESS_DELAYS.map((s) => (
              <option key={s} value={s}>
                {s} s
              </option>
            ))}
          </select>
          <button
            type="button"
            onClick={() => void copy()}
            disabled={!hydrated}
            className="rounded-lg border border-slate-300 px-3 py-1 hover:bg-slate-50"
          >
            Copy
          </button>
          <button
            type="button"
            onClick={() => setTutorialOpen(true)}
            className="rounded-lg border border-slate-300 px-3 py-1 hover:bg-slate-50 md:hidden"
          >
            Help & Tutorial
          </button>
        </div>
      </div>

      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <details className="rounded-2xl border border-slate-200 bg-white p-4" data-testid="audio-settings">
          <summary className="cursor-pointer font-semibold">Audio settings</summary>
          {shell.premiumAudio && (
            <label className="mt-3 flex items-center gap-2 text-sm">
              Quality
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
            </label>
          )}
          <label className="mt-3 block text-sm">
            Speed: <span data-testid="speed-value">{rate.toFixed(1)}</span>x
            <input
              type="range"
              min={0.5}
              max={1.5}
              step={0.1}
              value={rate}
              onChange={(e) => {
                setRate(Number(e.target.value));
                saveAudioSettings({ speechRate: Number(e.target.value) });
              }}
              className="mt-1 w-full"
            />
          </label>
          <label className="mt-2 flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={autoplay}
              onChange={(e) => {
                setAutoplay(e.target.checked);
                writeSetting("piramide:autoplay", e.target.checked);
              }}
            />
            Play each new sentence automatically
          </label>
        </details>
        <details className="rounded-2xl border border-slate-200 bg-white p-4" data-testid="hotkeys">
          <summary className="cursor-pointer font-semibold">Keyboard shortcuts</summary>
          <ul className="mt-3 space-y-1 text-sm text-slate-700">
            {[
              ["Space", "Continue"],
              ["F", `Play ${info.name}`],
              ["E", "Play English"],
              ["A", "Toggle auto progress"],
              ["C", "Copy the sentence"],
            ].map(([key, action]) => (
              <li key={key}>
                <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs">{key}</kbd> {action}
              </li>
            ))}
          </ul>
        </details>
      </div>

      <Tutorial
        open={tutorialOpen}
        onClose={() => {
          setTutorialOpen(false);
          try {
            window.localStorage.setItem(TUTORIAL_SEEN_KEY, "1");
          } catch {
            // ignore
          }
        }}
      />
    </div>
  );
}

function Stat({ icon, label, value, testId }: { icon: string; label: string; value: string; testId: string }) {
  return (
    <span className="rounded-full bg-white px-3 py-1 shadow-sm ring-1 ring-slate-200" data-testid={testId}>
      <span aria-hidden>{icon}</span> <span className="font-semibold">{value}</span>{" "}
      <span className="text-slate-500">{label}</span>
    </span>
  );
}

function PlayButton({
  label,
  onClick,
  disabled,
  small,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  small?: boolean;
}) {
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
