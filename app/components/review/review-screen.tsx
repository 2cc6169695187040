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
import { ReviewCard } from "./review-card";
import { NoReviewsDue, ReviewStats, SessionComplete } from "./review-summary";
import { ReviewToolbar } from "./review-toolbar";
import { useToast } from "../shell/toast";
import type { PostedReveal } from "./use-review-answer";
import { useReviewAudio, type AudioQuality } from "./use-review-audio";
import { useReviewHydrated } from "./use-review-hydrated";
import { useReviewQueue } from "./use-review-queue";

export function ReviewSession(props: {
  language: Language;
  cards: Card[];
  againCards: Card[];
  tally: SessionTally;
  stats: ReviewCounts;
  premiumAudio: boolean;
  initialQuality: AudioQuality;
  scheduler: Scheduler;
  /** The card shown after a Show Answer form post (no JavaScript), with what was typed. */
  revealed: PostedReveal | null;
}) {
  const { language, stats, premiumAudio, scheduler } = props;
  const revalidator = useRevalidator();
  const { toast } = useToast();
  const hydrated = useReviewHydrated();
  const [typing, setTyping] = useState(true);
  const audio = useReviewAudio(premiumAudio, props.initialQuality);
  const onSaveFailed = useCallback(
    () => toast({ title: "Error", description: "Failed to save review progress", variant: "destructive" }),
    [toast],
  );
  const session = useReviewQueue({
    language,
    cards: props.cards,
    againCards: props.againCards,
    tally: props.tally,
    onSaveFailed,
  });

  async function changeScheduler(value: Scheduler) {
    const response = await fetch("/api/settings", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ scheduler: value }),
    });
    if (response.ok) void revalidator.revalidate();
    else toast({ title: "Error", description: "Could not change the scheduler", variant: "destructive" });
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
        <ReviewToolbar
          premiumAudio={premiumAudio}
          quality={audio.quality}
          onQuality={audio.setQuality}
          scheduler={scheduler}
          onScheduler={(value) => void changeScheduler(value)}
          rate={audio.rate}
          onRate={audio.setRate}
        />
      </div>
      <div
        className="mt-2 h-2 rounded-full bg-slate-100"
        role="progressbar"
        aria-label="Session progress"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="h-2 rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
      <ReviewCard
        key={`${entry.card.sentenceId}:${entry.pass}`}
        language={language}
        entry={entry}
        tally={session.tally}
        typing={typing}
        onToggleTyping={() => setTyping((t) => !t)}
        hydrated={hydrated}
        posted={props.revealed}
        saving={session.saving}
        onGrade={(grade) => void session.grade(grade)}
        play={audio.play}
      />
      <ReviewStats stats={stats} />
    </div>
  );
}
