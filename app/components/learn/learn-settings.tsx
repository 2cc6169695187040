// The learn screen's two panels, audio settings and the keyboard shortcuts, as closed <details>: what
// they hold (learn-panels.tsx) is fetched when one is first opened.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { lazyComponent } from "../shell/lazy-component";
import { cardClass } from "../ui/card";
import type { LearnSettings } from "./use-learn-settings";

const panels = () => import("./learn-panels");
const AudioSettingsBody = lazyComponent(() => panels().then((module) => module.AudioSettingsBody));
const HotkeysList = lazyComponent(() => panels().then((module) => module.HotkeysList));

function OpenedLater(props: { testId: string; title: string; children: ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);
  // Opened before the page hydrated: show what it holds now.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  return (
    <details
      ref={details}
      className={cardClass({ padding: "sm" })}
      data-testid={props.testId}
      onToggle={(e) => e.currentTarget.open && setOpened(true)}
    >
      <summary className="cursor-pointer font-semibold">{props.title}</summary>
      {opened && props.children}
    </details>
  );
}

export function AudioSettingsPanel({ settings }: { settings: LearnSettings }) {
  return (
    <OpenedLater testId="audio-settings" title="Audio settings">
      <AudioSettingsBody settings={settings} />
    </OpenedLater>
  );
}

export function HotkeysPanel(props: { languageName: string; sayIt: boolean }) {
  return (
    <OpenedLater testId="hotkeys" title="Keyboard shortcuts">
      <HotkeysList {...props} />
    </OpenedLater>
  );
}
