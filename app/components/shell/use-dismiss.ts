// Closes a popup the way people expect: Escape, or a press (or focus) anywhere outside it. Only listens while
// the popup is open, so closed menus cost nothing and never swallow another screen's Escape.
import { useEffect, type RefObject } from "react";
import { useLatest } from "./use-latest";

export type DismissReason = "escape" | "outside";

export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, onDismiss: (reason: DismissReason) => void) {
  const latest = useLatest(onDismiss);
  useEffect(() => {
    if (!open) return;
    function onKey(event: KeyboardEvent) {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      latest.current("escape");
    }
    function onPointer(event: Event) {
      const target = event.target as Node | null;
      if (target && ref.current?.contains(target)) return;
      latest.current("outside");
    }
    // Tabbing out of the popup leaves it too.
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("focusin", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("focusin", onPointer);
    };
  }, [open, ref, latest]);
}
