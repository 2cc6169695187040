// When the tutorial opens on the learn screen: by itself once, for a learner who was brand new when
// the screen opened (spec), unless this browser has seen it; and whenever 'Help & Tutorial' is pressed.
import { useCallback, useEffect, useState } from "react";
import { isBrandNewLearner } from "../../domain/pyramid";
import type { LearnProgress } from "../../domain/progress-view";
import { TUTORIAL_SEEN_KEY } from "../shell/tutorial";

export function useTutorialTrigger(progress: LearnProgress) {
  const [open, setOpen] = useState(false);
  const [arrivedNew] = useState(() => isBrandNewLearner(progress));
  useEffect(() => {
    try {
      if (arrivedNew && !window.localStorage.getItem(TUTORIAL_SEEN_KEY)) setOpen(true);
    } catch {
      // no storage: the tutorial stays available from its button
    }
  }, [arrivedNew]);
  const show = useCallback(() => setOpen(true), []);
  const close = useCallback(() => {
    setOpen(false);
    try {
      window.localStorage.setItem(TUTORIAL_SEEN_KEY, "1");
    } catch {
      // ignore
    }
  }, []);
  return { open, show, close };
}
