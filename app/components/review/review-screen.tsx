// The review screen (spec section 2 "Review screen", section 4 "Review flow"): one card at a time,
// the due cards first and each card graded Wrong once more at the end (app/domain/review-session.ts).
// Keyboard first: focus starts in the answer box, Enter shows the answer, keys 1-4 grade, and focus
// is in the next card's box. Every part works as a form post before JavaScript loads.
import { useCallback, useState } from "react";
import { useRevalidator } from "react-router";
import type { Language } from "../../domain/languages";
import type { ReviewCard as Card } from "../../domain/progress-view";
import type { SessionTally } from "../../domain/review-session";
import type { Scheduler } from "../../domain/scheduling";
import type { ReviewCounts } from "../../domain/srs";
import type { ShellData } from "../../domain/views";
import { speechRecognitionSupported } from "../audio/recognition-support";
import { api } from "../shell/api-client";
import { toast } from "../shell/toast";
import { useHydrated } from "../shell/use-hydrated";
import { ProgressBar } from "../ui/progress-bar";
import { ReviewCard } from "./review-card";
import { ReviewModes, type ReviewMode } from "./review-modes";
import { NoReviewsDue, ReviewStats, SessionComplete } from "./review-summary";
import { ReviewToolbar } from "./review-toolbar";
import type { PostedReveal } from "./use-review-answer";
import { useReviewAudio } from "./use-review-audio";
import { useReviewQueue } from "./use-review-queue";

export function ReviewSession(props: {
  language: Language;
  cards: Card[];
  againCards: Card[];
  tally: SessionTally;
  stats: ReviewCounts;
  /** The learner's audio settings and whether premium voices can be had. */
  shell: Pick<ShellData, "settings" | "premiumAudio">;
  scheduler: Scheduler;
  /** The card shown after a Show Answer form post (no JavaScript), with what was typed. */
  revealed: PostedReveal | null;
}) {
  const { language, stats, scheduler } = props;
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const [typing, setTyping] = useState(true);
  const [mode, setMode] = useState<ReviewMode>("type");
  const canSpeak = hydrated && speechRecognitionSupported();
  const audio = useReviewAudio(props.shell);
  const onSaveFailed = useCallback(
    () => toast({ title: "Error", description: "Failed to save review progress", variant: "destructive" }),
    [],
  );
  const session = useReviewQueue({
    language,
    cards: props.cards,
    againCards: props.againCards,
    tally: props.tally,
    onSaveFailed,
  });

  async function changeScheduler(value: Scheduler) {
    try {
      await api.post("/api/settings", { scheduler: value });
      void revalidator.revalidate();
    } catch {
      toast({ title: "Error", description: "Could not change the scheduler", variant: "destructive" });
    }
  }

  if (session.empty) return <NoReviewsDue stats={stats} />;
  const entry = session.entry;
  if (!entry) return <SessionComplete reviewed={session.reviewed} />;

  const { done, total } = session.position;
  const percent = Math.round((done / total) * 100);
  return (
    <div className="mx-auto max-w-2xl" data-testid="review-session">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <span data-testid="review-position">
          Card {done + 1} of {total}
        </span>
        <ReviewToolbar audio={audio} scheduler={scheduler} onScheduler={(value) => void changeScheduler(value)} />
      </div>
      <ProgressBar percent={percent} label="Session progress" className="mt-2" />
      {hydrated && <ReviewModes mode={mode} canSpeak={canSpeak} onMode={setMode} />}
      <ReviewCard
        key={`${entry.card.sentenceId}:${entry.pass}`}
        language={language}
        entry={entry}
        tally={session.tally}
        typing={typing}
        mode={mode === "speak" && !canSpeak ? "type" : mode}
        onlineSpeechAllowed={props.shell.settings.onlineSpeechRecognition}
        onToggleTyping={() => setTyping((t) => !t)}
        hydrated={hydrated}
        posted={props.revealed}
        saving={session.saving}
        onGrade={(grade) => void session.grade(grade)}
        play={audio.play}
        replay={audio.replay}
      />
      <ReviewStats stats={stats} />
    </div>
  );
}
