// Hands-free listening on the learn screen (the loop itself: hands-free-loop.ts, fetched on the first
// switch-on). Headphones and the lock screen control it through the Media Session; the screen stays
// awake while it runs.
import { useCallback, useEffect, useRef, useState } from "react";
import { stopAudio } from "../audio/audio";
// Types only: the loop itself arrives with the first switch-on.
import type { HandsFreeOptions } from "./hands-free-loop";

export function useHandsFree(options: HandsFreeOptions) {
  const [on, setOn] = useState(false);
  const latest = useRef(options);
  latest.current = options;
  const run = useRef(0);
  const wakeLock = useRef<{ release(): Promise<void> } | null>(null);

  const stop = useCallback(() => {
    run.current += 1;
    setOn(false);
    stopAudio();
    void wakeLock.current?.release().catch(() => undefined);
    wakeLock.current = null;
  }, []);

  const start = useCallback(() => {
    const id = ++run.current;
    setOn(true);
    void import("./hands-free-loop").then(({ runHandsFree }) => {
      if (run.current === id) return runHandsFree(id, { run, latest, wakeLock, stop });
    });
  }, [stop]);

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
