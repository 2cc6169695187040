// Review audio: the speed and voice quality (audio/use-speech-settings.ts, saved like learn's and
// conversations'), and play, its problems said once.
import { useCallback } from "react";
import type { ShellData } from "../../domain/views";
import { togglePlay } from "../audio/audio";
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
        await togglePlay({ text, speechCode, rate, premium, recording, onFallback: () => notifyKey("premium-fallback") });
      } catch (error) {
        notifyError(error);
      }
    },
    [premium, rate, notifyKey, notifyError],
  );

  return { ...speech, play };
}

export type ReviewAudio = ReturnType<typeof useReviewAudio>;
export type PlayAudio = ReviewAudio["play"];
