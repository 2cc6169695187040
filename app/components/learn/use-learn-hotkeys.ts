// The learn screen's keys (spec): Space continues, F / E play the target / English, A toggles auto
// progress, C copies; T toggles 'Hide translation'; S says the sentence where the browser can
// recognise speech (both issue #28). Ignored while typing, while a dialog is open, before hydration,
// and with a modifier; Space on a focused control is that control's own activation.
import { useEffect } from "react";
import { useLatest } from "../shell/use-latest";

export interface LearnKeys {
  advance: () => void;
  play: (which: "target" | "english") => void;
  toggleAutoProgress: () => void;
  copy: () => void;
  toggleTranslation: () => void;
  /** Null where the browser cannot recognise speech. */
  sayIt: (() => void) | null;
}

export function useLearnHotkeys(enabled: boolean, keys: LearnKeys) {
  const latest = useLatest(keys);
  useEffect(() => {
    if (!enabled) return;
    function onKey(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      const tag = target?.tagName;
      if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || target?.isContentEditable) return;
      if (event.metaKey || event.ctrlKey || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === " " && target?.closest("button, a, summary, select")) return;
      const k = latest.current;
      if (key === " ") {
        event.preventDefault();
        k.advance();
      } else if (key === "f") k.play("target");
      else if (key === "e") k.play("english");
      else if (key === "a") k.toggleAutoProgress();
      else if (key === "c") k.copy();
      else if (key === "t") k.toggleTranslation();
      else if (key === "s" && k.sayIt) {
        event.preventDefault();
        k.sayIt();
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled, latest]);
}
