// Review audio: the speed and voice quality (audio/use-speech-settings.ts, saved like learn's and
// conversations'), and play, its problems said once. Review never plays by itself, so the audio
// engine (audio/audio.ts) arrives with the first press of a play button, not with the page.
import { useCallback } from "react";
import type { ShellData } from "../../domain/views";
import { useAudioNotice } from "../audio/use-audio-notice";
import { useSpeechSettings } from "../audio/use-speech-settings";

export function useReviewAudio(shell: Pick<ShellData, "settings" | "premiumAudio">) {
  const speech = useSpeechSettings("review", shell);
  const { notifyKey, notifyError } = useAudioNotice();
  const { rate, premium } = speech;

  const play = useCallback(
    /** `recording`: the sentence's standard recording, for a browser without a voice for the language. */
    async (text: string, speechCode: string, recording?: string) => {
      try {
        const { togglePlay } = await import("../audio/audio");
        await togglePlay({ text, speechCode, rate, premium, recording, onFallback: () => notifyKey("premium-fallback") });
      } catch (error) {
        notifyError(error);
      }
    },
    [premium, rate, notifyKey, notifyError],
  );

  /** Plays from the start even while playing ("Listen and type": Play again, Slower at `slower` × speed). */
  const replay = useCallback(
    async (text: string, speechCode: string, recording: string, slower = false) => {
      try {
        const { playText } = await import("../audio/audio");
        await playText({
          text,
          speechCode,
          recording,
          rate: slower ? Math.max(0.5, Math.round(rate * 0.7 * 10) / 10) : rate,
          premium,
          onFallback: () => notifyKey("premium-fallback"),
        });
      } catch (error) {
        notifyError(error);
      }
    },
    [premium, rate, notifyKey, notifyError],
  );

  return { ...speech, play, replay };
}

export type ReviewAudio = ReturnType<typeof useReviewAudio>;
export type PlayAudio = ReviewAudio["play"];
