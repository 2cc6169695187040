// The player's audio: one line, all lines with a pause between them, and the first line on entering
// a conversation (spec section 2). Each speaker keeps their own voice, in the cloud and in the browser.
import { useCallback, useEffect, useRef, useState } from "react";
import { playText, stopAudio } from "../audio/audio";
import { useAudioNotice } from "../audio/use-audio-notice";
import { recordingUrl } from "../../domain/audio-source";
import type { ConversationLineView } from "../../domain/conversation";
import type { Language } from "../../domain/languages";

export const PLAY_ALL_PAUSE_MS = 800;

export function useConversationAudio({
  lines,
  language,
  speechCode,
  rate,
  premium,
  afterPlayAll,
}: {
  lines: ConversationLineView[];
  language: Language;
  speechCode: string;
  /** The learner's conversation speed (audio/use-speech-settings.ts). */
  rate: number;
  premium: boolean;
  /** Runs when Play all reaches the end without being stopped (auto-progress). */
  afterPlayAll?: () => Promise<void>;
}) {
  const { notifyKey, notifyError } = useAudioNotice();
  const [playing, setPlaying] = useState<number | null>(null);
  const cancelled = useRef(false);

  const playLine = useCallback(
    async (index: number) => {
      const line = lines[index];
      if (!line) return;
      setPlaying(index);
      try {
        await playText({
          text: line.text,
          speechCode,
          rate,
          speaker: line.speaker,
          premium,
          onFallback: () => notifyKey("premium-fallback"),
          recording: recordingUrl(language, "line", line.id),
        });
      } finally {
        setPlaying(null);
      }
    },
    [lines, language, premium, rate, speechCode, notifyKey],
  );

  /** A press on a line's play button: a failure is said, not thrown. */
  const playLineAndSayFailure = useCallback((index: number) => void playLine(index).catch(notifyError), [playLine, notifyError]);

  const playAll = useCallback(async () => {
    cancelled.current = false;
    try {
      for (let i = 0; i < lines.length && !cancelled.current; i++) {
        await playLine(i);
        if (i < lines.length - 1) await new Promise((r) => setTimeout(r, PLAY_ALL_PAUSE_MS));
      }
      if (!cancelled.current && afterPlayAll) await afterPlayAll();
    } catch (error) {
      notifyError(error);
    }
  }, [afterPlayAll, lines.length, playLine, notifyError]);

  // On entering a conversation its first line plays (silently skipped where the browser forbids it).
  useEffect(() => {
    const timer = setTimeout(() => void playLine(0).catch(() => {}), 300);
    return () => {
      clearTimeout(timer);
      cancelled.current = true;
      stopAudio();
    };
  }, [playLine]);

  return { playing, playLine: playLineAndSayFailure, playAll };
}
