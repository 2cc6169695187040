// Keys 1-4 grade Wrong / Hard / Good / Easy once the answer shows. In a text field a digit is text,
// so the keys work from the grade buttons, where focus goes after Show Answer.
import { useEffect } from "react";
import { REVIEW_BUTTONS } from "../../domain/srs";
import { useLatest } from "../shell/use-latest";

function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

export function useReviewHotkeys(enabled: boolean, onGrade: (grade: number) => void) {
  const latest = useLatest(onGrade);
  useEffect(() => {
    if (!enabled) return;
    function onKey(event: KeyboardEvent) {
      if (event.metaKey || event.ctrlKey || event.altKey || event.repeat || isTextEntry(event.target)) return;
      const button = REVIEW_BUTTONS.find((b) => String(b.grade) === event.key);
      if (!button) return;
      event.preventDefault();
      latest.current(button.grade);
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled, latest]);
}
