// Review audio: the speed and voice quality chosen on this screen, and play, its problems said once.
import { useCallback, useState } from "react";
import { saveAudioSettings, togglePlay } from "../audio/audio";
import { useAudioNotice } from "../audio/use-audio-notice";
import { useToast } from "../shell/toast";

export const REVIEW_SPEEDS = [0.5, 0.75, 0.9, 1.0, 1.25, 1.5] as const;
export const DEFAULT_REVIEW_RATE = 0.9;

export type AudioQuality = "premium" | "standard";

export function useReviewAudio(premiumAudio: boolean, initialQuality: AudioQuality) {
  const { toast } = useToast();
  const { notifyKey, notifyError } = useAudioNotice(toast);
  const [rate, setRate] = useState(DEFAULT_REVIEW_RATE);
  const [quality, setQualityState] = useState<AudioQuality>(initialQuality);

  const setQuality = useCallback((value: AudioQuality) => {
    setQualityState(value);
    saveAudioSettings({ audioQuality: value });
  }, []);

  const play = useCallback(
    async (text: string, speechCode: string) => {
      try {
        await togglePlay({
          text,
          speechCode,
          rate,
          // Without premium voices the quality choice is not offered and not used.
          premium: premiumAudio && quality === "premium",
          onFallback: () => notifyKey("premium-fallback"),
        });
      } catch (error) {
        notifyError(error);
      }
    },
    [premiumAudio, quality, rate, notifyKey, notifyError],
  );

  return { rate, setRate, quality, setQuality, play };
}

export type PlayAudio = ReturnType<typeof useReviewAudio>["play"];
