// Active recall (issue #18, opt-in): with 'Hide translation' on, the English line stays hidden until
// the learner asks for it, for this sentence only; the next sentence starts hidden again.
import { useCallback, useState } from "react";

export function useTranslationToggle(hide: boolean, sentenceKey: string) {
  const [revealedFor, setRevealedFor] = useState<string | null>(null);
  const reveal = useCallback(() => setRevealedFor(sentenceKey), [sentenceKey]);
  return { shown: !hide || revealedFor === sentenceKey, hideable: hide, reveal };
}
