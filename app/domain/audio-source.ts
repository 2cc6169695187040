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

/**
 * What to say when every source failed: a blocked or offline page first (pressing ▶ or reconnecting
 * fixes it), then the missing voice (nothing the learner presses will help), else the last failure.
 */
export function silenceNotice(browserVoice: boolean, errors: unknown[]): AudioNoticeKey {
  const keys = errors.map(audioErrorKey);
  if (keys.includes("blocked")) return "blocked";
  if (keys.includes("network")) return "network";
  if (!browserVoice) return "no-sound";
  return keys.at(-1) ?? "playback";
}

/** The address of a sentence's or dialogue line's standard recording. */
export function recordingUrl(language: Language, kind: "sentence" | "line", id: number): string {
  return `/api/audio/recording/${language}/${kind}/${id}`;
}
