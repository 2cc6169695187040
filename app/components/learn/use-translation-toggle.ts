// Active recall (issues #18 and #28): 'Hide translation' is a toggle on the card (key T) that starts
// from the profile setting. While it is on, each sentence's English stays hidden until the learner
// asks for it with 'Show translation', for that sentence only; the next sentence starts hidden again.
import { useCallback, useState } from "react";

export function useTranslationToggle(hideByDefault: boolean, sentenceKey: string) {
  const [hide, setHide] = useState(hideByDefault);
  const [revealedFor, setRevealedFor] = useState<string | null>(null);
  const reveal = useCallback(() => setRevealedFor(sentenceKey), [sentenceKey]);
  // Turning hiding on hides the sentence on screen too, even one already revealed.
  const toggle = useCallback(() => {
    setRevealedFor(null);
    setHide((on) => !on);
  }, []);
  return { shown: !hide || revealedFor === sentenceKey, hiding: hide, reveal, toggle };
}
