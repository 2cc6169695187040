// "Listen and type" (issue #28): instead of the English prompt, the sentence is read aloud as the card
// opens; the learner types what they heard. Play again (key R, outside the answer box) and Slower.
// Its own chunk: review-card.tsx renders it only in this mode.
import { useEffect } from "react";
import { Button } from "../ui/button";
import { useLatest } from "../shell/use-latest";

export function ListenPrompt(props: { languageName: string; onPlay: (slower: boolean) => void }) {
  const latest = useLatest(props.onPlay);
  useEffect(() => {
    latest.current(false);
    function onKey(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      if (event.metaKey || event.ctrlKey || event.altKey || event.repeat) return;
      if (target && (["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName) || target.isContentEditable)) return;
      if (event.key.toLowerCase() !== "r") return;
      event.preventDefault();
      latest.current(false);
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [latest]);
  return (
    <div data-testid="listen-prompt">
      <p className="text-sm font-medium text-slate-600">Listen and type the {props.languageName} sentence</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" aria-keyshortcuts="R" onClick={() => props.onPlay(false)}>
          <span aria-hidden="true">▶</span> Play again
        </Button>
        <Button variant="secondary" size="sm" onClick={() => props.onPlay(true)}>
          Slower
        </Button>
      </div>
    </div>
  );
}
