// The one speech settings hook of learn, review and conversations: each screen's speed and the voice
// quality, all kept in the learner's settings on the server (POST /api/settings), so they follow the
// learner to another device, and saved the same way wherever they are changed.
import { useCallback, useState } from "react";
import type { LearnerSettings } from "../../domain/api-schemas";
import type { ShellData } from "../../domain/views";
import { api } from "../shell/api-client";

export type SpeechScreen = "learn" | "review" | "conversations";
export type AudioQuality = "premium" | "standard";

/** Which setting holds each screen's speed (defaults 0.7, 0.9 and 0.9: decisions.md). */
const RATE_SETTING = {
  learn: "speechRate",
  review: "reviewSpeechRate",
  conversations: "conversationSpeechRate",
} as const satisfies Record<SpeechScreen, keyof ShellData["settings"]>;

/** The speeds a select offers (spec, review screen); the learn screen has a slider over the same range. */
export const SPEECH_SPEEDS = [0.5, 0.75, 0.9, 1.0, 1.25, 1.5] as const;

type SpeechSettingsPatch = Pick<LearnerSettings, "audioQuality" | "speechRate" | "reviewSpeechRate" | "conversationSpeechRate">;

/** Saves audio preferences on the server; failures are silent (the choice still applies now). */
function saveSpeechSettings(settings: SpeechSettingsPatch): void {
  api.post("/api/settings", settings).catch(() => undefined);
}

// This page's choices. The shell's settings were read when the page loaded and are not read again
// on every navigation, so a screen that opens later (or the next conversation) starts from here.
const chosen: { rate: Partial<Record<SpeechScreen, number>>; quality?: AudioQuality } = { rate: {} };

export function useSpeechSettings(screen: SpeechScreen, shell: Pick<ShellData, "settings" | "premiumAudio">) {
  const [rate, setRateState] = useState(() => chosen.rate[screen] ?? shell.settings[RATE_SETTING[screen]]);
  const [quality, setQualityState] = useState<AudioQuality>(() => chosen.quality ?? shell.settings.audioQuality);

  const setRate = useCallback(
    (value: number) => {
      chosen.rate[screen] = value;
      setRateState(value);
      saveSpeechSettings({ [RATE_SETTING[screen]]: value });
    },
    [screen],
  );
  const setQuality = useCallback((value: AudioQuality) => {
    chosen.quality = value;
    setQualityState(value);
    saveSpeechSettings({ audioQuality: value });
  }, []);

  return {
    rate,
    setRate,
    quality,
    setQuality,
    /** Premium voices only where they can be had (shell.premiumAudio) and when chosen. */
    premium: shell.premiumAudio && quality === "premium",
    premiumAvailable: shell.premiumAudio,
  };
}

export type SpeechSettings = ReturnType<typeof useSpeechSettings>;
