// The learn screen's settings: speech speed and audio quality (audio/use-speech-settings.ts, kept on
// the server like review's and conversations'), autoplay and the auto-progress delay (kept in this
// browser), and auto progress itself (off at every visit).
import { useCallback, useEffect, useState } from "react";
import type { ShellData } from "../../domain/views";
import { useSpeechSettings } from "../audio/use-speech-settings";

export const AUTO_PROGRESS_DELAYS = [3, 5, 8, 10] as const;
export const DEFAULT_AUTO_PROGRESS_SECONDS = 5;
const AUTOPLAY_KEY = "piramide:autoplay";
// New sentences play by themselves unless the learner turned it off (issue #28): hearing the sentence
// is half the method, and a newcomer should not have to find the setting first.
export const DEFAULT_AUTOPLAY = true;
const DELAY_KEY = "piramide:auto-progress-delay";

function readSetting<T>(key: string, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

function writeSetting(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // private mode: settings simply do not persist
  }
}

export function useLearnSettings(shell: ShellData) {
  const speech = useSpeechSettings("learn", shell);
  const [autoplay, setAutoplayState] = useState(false);
  const [autoProgress, setAutoProgress] = useState(false);
  const [autoDelay, setAutoDelayState] = useState<number>(DEFAULT_AUTO_PROGRESS_SECONDS);

  // Browser-kept choices are read after hydration, so the server's page and the first render agree
  // (and nothing plays before the stored choice is known).
  useEffect(() => {
    setAutoplayState(readSetting(AUTOPLAY_KEY, DEFAULT_AUTOPLAY));
    setAutoDelayState(readSetting(DELAY_KEY, DEFAULT_AUTO_PROGRESS_SECONDS));
  }, []);

  const setAutoplay = useCallback((value: boolean) => {
    setAutoplayState(value);
    writeSetting(AUTOPLAY_KEY, value);
  }, []);
  const setAutoDelay = useCallback((value: number) => {
    setAutoDelayState(value);
    writeSetting(DELAY_KEY, value);
  }, []);
  const toggleAutoProgress = useCallback(() => setAutoProgress((on) => !on), []);

  return {
    ...speech,
    autoplay,
    setAutoplay,
    autoProgress,
    setAutoProgress,
    toggleAutoProgress,
    autoDelay,
    setAutoDelay,
  };
}

export type LearnSettings = ReturnType<typeof useLearnSettings>;
