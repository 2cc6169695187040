// Where a sentence's sound comes from when no premium voice plays it (issue #28): the browser's own
// voice when it has one for the language, the standard recording (npm run audio:warm) when it has
// none, and, when everything failed, which problem to tell the learner about. Pure.
import { audioErrorKey, type AudioNoticeKey } from "./audio-notices";
import type { Language } from "./languages";

export type FallbackSource = "browser" | "recording";

/** The speed the recordings are made at: the browser plays them at the learner's (playbackRate). */
export const STANDARD_RATE = 1;

/**
 * The order to try. A browser voice for the language comes first (it follows the learner's speed
 * exactly and costs no download); without one the recording does, and the browser is still tried
 * last, since some browsers speak a language their voice list does not name.
 */
export function fallbackSources(options: { browserVoice: boolean; recording: boolean }): FallbackSource[] {
  if (!options.recording) return ["browser"];
  return options.browserVoice ? ["browser", "recording"] : ["recording", "browser"];
}

export interface SourceFailure {
  source: FallbackSource;
  error: unknown;
}

/**
 * What to say when every source failed: a blocked or offline page first (pressing ▶ or reconnecting
 * fixes it), then the missing voice (nothing the learner presses will help), else what the browser's
 * voice said (a recording that is not there yet is no news to someone whose browser has a voice).
 */
export function silenceNotice(browserVoice: boolean, failures: SourceFailure[]): AudioNoticeKey {
  const keys = failures.map((f) => audioErrorKey(f.error));
  if (keys.includes("blocked")) return "blocked";
  if (keys.includes("network")) return "network";
  if (!browserVoice) return "no-sound";
  const browser = failures.find((f) => f.source === "browser");
  return browser ? audioErrorKey(browser.error) : "playback";
}

/** The address of a sentence's or dialogue line's standard recording. */
export function recordingUrl(language: Language, kind: "sentence" | "line", id: number): string {
  return `/api/audio/recording/${language}/${kind}/${id}`;
}
