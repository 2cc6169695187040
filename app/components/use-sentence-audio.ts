// Playing the current sentence (target or English) on the learn screen, with the spec's error toasts.
import { useCallback } from "react";
import { ENGLISH_SPEECH_CODE } from "../domain/languages";
import { playText, SpeechError, togglePlay } from "./audio";
import type { Toast } from "./toast";

export function useSentenceAudio(options: {
  current: { text: string; english: string } | undefined;
  speechCode: string;
  rate: number;
  premium: boolean;
  toast: (toast: Toast) => void;
}) {
  const { current, speechCode, rate, premium, toast } = options;
  return useCallback(
    async (which: "target" | "english", toggle = true) => {
      if (!current) return;
      const request = {
        text: which === "target" ? current.text : current.english,
        speechCode: which === "target" ? speechCode : ENGLISH_SPEECH_CODE,
        rate,
        premium,
        onFallback: () =>
          toast({ title: "Audio Error", description: "Premium audio failed, trying fallback...", variant: "destructive" }),
      };
      try {
        if (toggle) await togglePlay(request);
        else await playText(request);
      } catch (error) {
        toast({
          title: "Audio Error",
          description: error instanceof SpeechError ? error.message : "Could not play audio",
          variant: "destructive",
        });
      }
    },
    [current, speechCode, premium, rate, toast],
  );
}
