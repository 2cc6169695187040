// Hands-free listening on the learn screen: the target sentence, a pause, the English, a pause, the
// target again, then one pyramid step (the same step as Continue, so it counts), and on. Each audio
// step ends on the audio's end or on a timeout from the text's length, whichever comes first, so a
// browser without voices still moves on. Headphones and the lock screen control it through the Media
// Session; the screen stays awake while it runs.
import { useCallback, useEffect, useRef, useState } from "react";
import { ENGLISH_SPEECH_CODE } from "../../domain/languages";
import { playText, stopAudio } from "../audio/audio";

export interface HandsFreeSentence {
  text: string;
  english: string;
}

/** How long a text may take to say at this rate before the loop moves on anyway (ms). */
export function speechTimeout(text: string, rate: number): number {
  return Math.round((900 + 75 * text.length) / Math.max(0.5, rate));
}

/** The pause after a text: longer sentences leave more time to repeat them. */
export function pauseAfter(text: string): number {
  return 600 + 45 * text.length;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface WakeLockSentinelLike {
  release(): Promise<void>;
}

export function useHandsFree(options: {
  sentence: HandsFreeSentence | undefined;
  speechCode: string;
  rate: number;
  premium: boolean;
  advance: () => void;
}) {
  const [on, setOn] = useState(false);
  const latest = useRef(options);
  latest.current = options;
  const run = useRef(0);
  const wakeLock = useRef<WakeLockSentinelLike | null>(null);

  const stop = useCallback(() => {
    run.current += 1;
    setOn(false);
    stopAudio();
    void wakeLock.current?.release().catch(() => undefined);
    wakeLock.current = null;
  }, []);

  const say = useCallback(async (text: string, speechCode: string, id: number) => {
    const { rate, premium } = latest.current;
    await Promise.race([playText({ text, speechCode, rate, premium }).catch(() => undefined), wait(speechTimeout(text, rate))]);
    if (run.current === id) await wait(pauseAfter(text));
  }, []);

  const start = useCallback(() => {
    const id = ++run.current;
    setOn(true);
    const nav = navigator as Navigator & { wakeLock?: { request(type: "screen"): Promise<WakeLockSentinelLike> } };
    nav.wakeLock
      ?.request("screen")
      .then((lock) => {
        if (run.current === id) wakeLock.current = lock;
        else void lock.release();
      })
      .catch(() => undefined);
    void (async () => {
      while (run.current === id) {
        const { sentence, speechCode } = latest.current;
        if (!sentence) break;
        if ("mediaSession" in navigator && typeof MediaMetadata !== "undefined") {
          navigator.mediaSession.metadata = new MediaMetadata({
            title: sentence.text,
            artist: sentence.english,
            album: "Piramide",
          });
        }
        for (const [text, code] of [
          [sentence.text, speechCode],
          [sentence.english, ENGLISH_SPEECH_CODE],
          [sentence.text, speechCode],
        ] as const) {
          if (run.current !== id) return;
          await say(text, code, id);
        }
        if (run.current !== id) return;
        latest.current.advance();
        // Let the screen show the next sentence before reading it.
        await wait(50);
      }
      if (run.current === id) stop();
    })();
  }, [say, stop]);

  // Headphones and the lock screen: play / pause, and next for one step at once.
  useEffect(() => {
    if (!("mediaSession" in navigator)) return;
    const session = navigator.mediaSession;
    session.setActionHandler("play", () => start());
    session.setActionHandler("pause", () => stop());
    session.setActionHandler("nexttrack", () => latest.current.advance());
    return () => {
      session.setActionHandler("play", null);
      session.setActionHandler("pause", null);
      session.setActionHandler("nexttrack", null);
    };
  }, [start, stop]);

  useEffect(() => stop, [stop]);

  const toggle = useCallback(() => (on ? stop() : start()), [on, start, stop]);
  return { on, toggle, stop };
}
