// What the learn screen's two panels hold (learn-settings.tsx): the audio settings (quality only where
// premium voices can be had, speed, autoplay, hands-free's pause to speak after the voice) and the keyboard shortcuts. Their own chunk, fetched
// when a panel is first opened: most visits open neither, and so the learn screen's first load paid
// for "Say it" (issue #28).
import { useState } from "react";
import { SELECT_CLASS } from "../ui/select";
import { setShadowingOn, shadowingOn } from "./hands-free-loop";
import type { LearnSettings } from "./use-learn-settings";

export function AudioSettingsBody({ settings }: { settings: LearnSettings }) {
  const { rate, setRate, quality, setQuality, premiumAvailable, autoplay, setAutoplay } = settings;
  const [shadowing, setShadowing] = useState(shadowingOn);
  return (
    <>
      {premiumAvailable && (
        <label className="mt-3 flex items-center gap-2 text-sm">
          Quality
          <select
            aria-label="Audio quality"
            value={quality}
            onChange={(e) => setQuality(e.target.value as "premium" | "standard")}
            className={SELECT_CLASS}
          >
            <option value="premium">Premium</option>
            <option value="standard">Standard</option>
          </select>
        </label>
      )}
      <label className="mt-3 block text-sm">
        Speed: <span data-testid="speed-value">{rate.toFixed(1)}</span>x
        <input
          type="range"
          min={0.5}
          max={1.5}
          step={0.1}
          value={rate}
          onChange={(e) => setRate(Number(e.target.value))}
          className="mt-1 w-full"
        />
      </label>
      <label className="mt-2 flex items-center gap-2 text-sm">
        <input type="checkbox" checked={autoplay} onChange={(e) => setAutoplay(e.target.checked)} />
        Play each new sentence automatically
      </label>
      <label className="mt-2 flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={shadowing}
          onChange={(e) => {
            setShadowingOn(e.target.checked);
            setShadowing(e.target.checked);
          }}
          data-testid="shadowing"
        />
        Hands-free: speak after the voice (a pause to say each sentence back)
      </label>
    </>
  );
}

export function HotkeysList(props: { languageName: string; sayIt: boolean }) {
  const { languageName, sayIt } = props;
  const keys: [string, string][] = [
    ["Space", "Continue"],
    ["F", `Play ${languageName}`],
    ["E", "Play English"],
    ["A", "Toggle auto progress"],
    ["C", "Copy the sentence"],
    ["T", "Hide translation (on or off)"],
  ];
  if (sayIt) keys.push(["S", "Say it"]);
  return (
    <ul className="mt-3 space-y-1 text-sm text-slate-700">
      {keys.map(([key, action]) => (
        <li key={key}>
          <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs">{key}</kbd> {action}
        </li>
      ))}
    </ul>
  );
}
