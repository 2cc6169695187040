// Playing the current sentence (target or English) on the learn screen, with the sentence's standard
// recording for a browser without a voice for the language. Problems are said in words that say what
// to do (domain/audio-notices.ts), each at most once per browser session: with auto progress the same
// failure would otherwise repeat on every step.
import { useCallback } from "react";
import { audioErrorKey } from "../../domain/audio-notices";
import { ENGLISH_SPEECH_CODE } from "../../domain/languages";
import { playText, togglePlay } from "../audio/audio";
import { useAudioNotice } from "../audio/use-audio-notice";

export function useSentenceAudio(options: {
  current: { text: string; english: string } | undefined;
  speechCode: string;
  /** The target sentence's standard recording, for a browser without a voice for the language. */
  recording?: string;
  rate: number;
  premium: boolean;
}) {
  const { current, speechCode, rate, premium, recording } = options;
  const { notifyKey: notify, notifyError } = useAudioNotice();
  return useCallback(
    async (which: "target" | "english", toggle = true) => {
      if (!current) return;
      const request = {
        text: which === "target" ? current.text : current.english,
        speechCode: which === "target" ? speechCode : ENGLISH_SPEECH_CODE,
        rate,
        premium,
        onFallback: () => notify("premium-fallback"),
        recording: which === "target" ? recording : undefined,
      };
      try {
        if (toggle) await togglePlay(request);
        else await playText(request);
      } catch (error) {
        // A page the browser does not yet let play sound by itself (no press on it since it loaded)
        // is no problem of the learner's: autoplay, on by default, waits for their first ▶ quietly,
        // as the conversation player's first line does.
        if (!toggle && audioErrorKey(error) === "blocked") return;
        notifyError(error);
      }
    },
    [current, speechCode, premium, rate, recording, notify, notifyError],
  );
}
