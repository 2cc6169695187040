// Hands-free's loop (use-hands-free.ts), its own chunk: fetched when the learner first switches
// hands-free on, so the learn screen's first load does not carry it. The target sentence, a pause,
// the English, a pause, the target again, then one pyramid step (the same step as Continue, so it
// counts), and on. Each audio step ends on the audio's end or on a timeout from the text's length,
// whichever comes first, so a browser without voices still moves on. "Speak after the voice"
// (shadowing, issue #28) replaces the last pause by one long enough to say the sentence back; where
// the browser can recognise speech, the screen listens in it and shows what was heard (onShadow).
import type { MutableRefObject } from "react";
import { ENGLISH_SPEECH_CODE } from "../../domain/languages";
import { playText } from "../audio/audio";

export interface HandsFreeSentence {
  text: string;
  english: string;
}

export interface HandsFreeOptions {
  sentence: HandsFreeSentence | undefined;
  speechCode: string;
  rate: number;
  premium: boolean;
  advance: () => void;
  /** Called as the shadowing pause starts (the screen listens, where it can); true if it does. */
  onShadow?: () => boolean;
}

/** How long a text may take to say at this rate before the loop moves on anyway (ms). */
export function speechTimeout(text: string, rate: number): number {
  return Math.round((900 + 75 * text.length) / Math.max(0.5, rate));
}

/** The pause after a text: longer sentences leave more time to repeat them. */
export function pauseAfter(text: string): number {
  return 600 + 45 * text.length;
}

/** Shadowing: time to say the sentence back, from how long the voice took to say it. */
export function shadowPause(text: string, rate: number, voiceMs: number): number {
  return Math.max(1500, Math.round(voiceMs * 1.5) + 1000, Math.round(speechTimeout(text, Math.max(rate, 1)) / 2));
}

/** Time to read what was heard before the next sentence. */
export const SHADOW_RESULT_MS = 2500;

const SHADOWING_KEY = "piramide:hands-free-shadowing";

/** "Speak after the voice" is kept in this browser; only the loop and the panel's checkbox read it. */
export function shadowingOn(): boolean {
  try {
    return window.localStorage.getItem(SHADOWING_KEY) === "true";
  } catch {
    return false;
  }
}

export function setShadowingOn(on: boolean): void {
  try {
    window.localStorage.setItem(SHADOWING_KEY, String(on));
  } catch {
    // private mode: off again next time
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface WakeLockSentinelLike {
  release(): Promise<void>;
}

export interface LoopRefs {
  /** The loop runs while `run.current` is still `id`. */
  run: MutableRefObject<number>;
  latest: MutableRefObject<HandsFreeOptions>;
  wakeLock: MutableRefObject<WakeLockSentinelLike | null>;
  stop: () => void;
}

export async function runHandsFree(id: number, refs: LoopRefs): Promise<void> {
  const { run, latest } = refs;
  const nav = navigator as Navigator & { wakeLock?: { request(type: "screen"): Promise<WakeLockSentinelLike> } };
  nav.wakeLock
    ?.request("screen")
    .then((lock) => {
      if (run.current === id) refs.wakeLock.current = lock;
      else void lock.release();
    })
    .catch(() => undefined);

  const voice = async (text: string, speechCode: string) => {
    const { rate, premium } = latest.current;
    await Promise.race([playText({ text, speechCode, rate, premium }).catch(() => undefined), wait(speechTimeout(text, rate))]);
  };

  while (run.current === id) {
    const { sentence, speechCode } = latest.current;
    if (!sentence) break;
    if ("mediaSession" in navigator && typeof MediaMetadata !== "undefined") {
      navigator.mediaSession.metadata = new MediaMetadata({ title: sentence.text, artist: sentence.english, album: "Piramide" });
    }
    const readings = [
      [sentence.text, speechCode],
      [sentence.english, ENGLISH_SPEECH_CODE],
      [sentence.text, speechCode],
    ] as const;
    for (const [i, [text, code]] of readings.entries()) {
      if (run.current !== id) return;
      const started = Date.now();
      await voice(text, code);
      if (run.current !== id) return;
      if (i === readings.length - 1 && shadowingOn()) {
        // The learner's turn to say it back.
        const listening = latest.current.onShadow?.() ?? false;
        await wait(shadowPause(text, latest.current.rate, Date.now() - started) + (listening ? SHADOW_RESULT_MS : 0));
      } else await wait(pauseAfter(text));
    }
    if (run.current !== id) return;
    latest.current.advance();
    // Let the screen show the next sentence before reading it.
    await wait(50);
  }
  if (run.current === id) refs.stop();
}
