// The review session's settings row: audio quality (only where premium voices can be used),
// scheduler and speed.
import type { Scheduler } from "../../domain/scheduling";
import { QualitySelect, SpeedSelect } from "../audio/speech-controls";
import { SELECT_CLASS } from "../ui/select";
import type { ReviewAudio } from "./use-review-audio";

export function ReviewToolbar(props: { audio: ReviewAudio; scheduler: Scheduler; onScheduler: (scheduler: Scheduler) => void }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <QualitySelect settings={props.audio} />
      <select
        aria-label="Scheduler"
        value={props.scheduler}
        onChange={(e) => props.onScheduler(e.target.value as Scheduler)}
        className={SELECT_CLASS}
      >
        <option value="sm2">SM-2</option>
        <option value="fsrs">FSRS</option>
      </select>
      <SpeedSelect settings={props.audio} />
    </div>
  );
}
