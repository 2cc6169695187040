// The review session's settings row: audio quality (only where premium voices can be used),
// scheduler and speed.
import type { Scheduler } from "../../domain/scheduling";
import { REVIEW_SPEEDS, type AudioQuality } from "./use-review-audio";

const SELECT = "rounded-lg border border-slate-300 px-2 py-1";

export function ReviewToolbar(props: {
  premiumAudio: boolean;
  quality: AudioQuality;
  onQuality: (quality: AudioQuality) => void;
  scheduler: Scheduler;
  onScheduler: (scheduler: Scheduler) => void;
  rate: number;
  onRate: (rate: number) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {props.premiumAudio && (
        <select
          aria-label="Audio quality"
          value={props.quality}
          onChange={(e) => props.onQuality(e.target.value as AudioQuality)}
          className={SELECT}
        >
          <option value="premium">Premium</option>
          <option value="standard">Standard</option>
        </select>
      )}
      <select
        aria-label="Scheduler"
        value={props.scheduler}
        onChange={(e) => props.onScheduler(e.target.value as Scheduler)}
        className={SELECT}
      >
        <option value="sm2">SM-2</option>
        <option value="fsrs">FSRS</option>
      </select>
      <select aria-label="Speed" value={props.rate} onChange={(e) => props.onRate(Number(e.target.value))} className={SELECT}>
        {REVIEW_SPEEDS.map((s) => (
          <option key={s} value={s}>
            {s}x
          </option>
        ))}
      </select>
    </div>
  );
}
