// The learn screen's own settings: speech speed and audio quality (kept on the server, so they follow
// the learner), autoplay and the auto-progress delay (kept in this browser), and auto progress itself
// (off at every visit).
import { useCallback, useEffect, useState } from "react";
import type { ShellData } from "../../domain/views";
import { saveAudioSettings } from "../audio/audio";

export const AUTO_PROGRESS_DELAYS = [3, 5, 8, 10] as const;
export const DEFAULT_AUTO_PROGRESS_SECONDS = 5;
export const DEFAULT_LEARN_RATE = 0.7;
const AUTOPLAY_KEY = "piramide:autoplay";
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

export type AudioQuality = "premium" | "standard";

export function useLearnSettings(shell: ShellData) {
  const [rate, setRateState] = useState(shell.settings.speechRate ?? DEFAULT_LEARN_RATE);
  const [quality, setQualityState] = useState<AudioQuality>(shell.settings.audioQuality);
  const [autoplay, setAutoplayState] = useState(false);
  const [autoProgress, setAutoProgress] = useState(false);
  const [autoDelay, setAutoDelayState] = useState<number>(DEFAULT_AUTO_PROGRESS_SECONDS);

  // Browser-kept choices are read after hydration, so the server's page and the first render agree.
  useEffect(() => {
    setAutoplayState(readSetting(AUTOPLAY_KEY, false));
    setAutoDelayState(readSetting(DELAY_KEY, DEFAULT_AUTO_PROGRESS_SECONDS));
  }, []);

  const setRate = useCallback((value: number) => {
    setRateState(value);
    saveAudioSettings({ speechRate: value });
  }, []);
  const setQuality = useCallback((value: AudioQuality) => {
    setQualityState(value);
    saveAudioSettings({ audioQuality: value });
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
    rate,
    setRate,
    quality,
    setQuality,
    /** Premium voices only where they can be had (shell.premiumAudio) and when chosen. */
    premium: shell.premiumAudio && quality === "premium",
    premiumAvailable: shell.premiumAudio,
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
