// The learn screen's timers: autoplay 500 ms after the sentence changes, and auto progress (advance
// after the chosen delay, then play the target 800 ms later). They call the newest play/advance
// without being re-armed when those change (a new speed or a server answer must not restart them).
import { useEffect } from "react";
import { useLatest } from "../shell/use-latest";

export const AUTOPLAY_DELAY_MS = 500;
export const POST_ADVANCE_AUDIO_DELAY_MS = 800;

export function useLearnTimers(options: {
  hydrated: boolean;
  hasText: boolean;
  /** Changes whenever the shown sentence changes. */
  sentenceKey: string;
  autoplay: boolean;
  autoProgress: boolean;
  autoDelaySeconds: number;
  paused: boolean;
  play: (which: "target" | "english", toggle?: boolean) => Promise<void>;
  advance: () => void;
}) {
  const { hydrated, hasText, sentenceKey, autoplay, autoProgress, autoDelaySeconds, paused } = options;
  const latestPlay = useLatest(options.play);
  const latestAdvance = useLatest(options.advance);

  // Nothing plays behind the tutorial; closing it plays the sentence it covered.
  useEffect(() => {
    if (!hydrated || !autoplay || !hasText || paused) return;
    const timer = setTimeout(() => void latestPlay.current("target", false), AUTOPLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sentenceKey, autoplay, hydrated, hasText, paused, latestPlay]);

  useEffect(() => {
    if (!autoProgress || paused || !hasText) return;
    const timer = setTimeout(() => {
      latestAdvance.current();
      setTimeout(() => void latestPlay.current("target", false), POST_ADVANCE_AUDIO_DELAY_MS);
    }, autoDelaySeconds * 1000);
    return () => clearTimeout(timer);
  }, [autoProgress, autoDelaySeconds, sentenceKey, paused, hasText, latestAdvance, latestPlay]);
}
