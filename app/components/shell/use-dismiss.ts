// Closes a popup the way people expect: Escape, or a press (or focus) anywhere outside it. The
// listeners ask whether the popup is open when the event comes: a <details> opens at once, but
// React hears of it only after its toggle event, a task later, and an Escape pressed in between
// was lost. While it is closed they do nothing, so they never swallow another screen's Escape.
import { useEffect, type RefObject } from "react";
import { useLatest } from "./use-latest";

export type DismissReason = "escape" | "outside";

export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  isOpen: () => boolean,
  onDismiss: (reason: DismissReason) => void,
) {
  const latest = useLatest({ isOpen, onDismiss });
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key !== "Escape" || event.defaultPrevented || !latest.current.isOpen()) return;
      event.preventDefault();
      latest.current.onDismiss("escape");
    }
    function onPointer(event: Event) {
      const target = event.target as Node | null;
      if (!latest.current.isOpen() || (target && ref.current?.contains(target))) return;
      latest.current.onDismiss("outside");
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
  }, [ref, latest]);
}
