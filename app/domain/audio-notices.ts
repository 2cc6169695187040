// Audio problems in words that say what to do (issue #18), instead of raw codes such as
// 'synthesis-failed' or 'Failed to fetch'. Each notice has a key, so the screen can say it once per
// browser session however often the same problem repeats (auto progress plays every step). Pure.
// The words themselves are in audio-notice-texts.ts: the browser fetches them only when a problem
// is to be said.

export type AudioNoticeKey = "premium-fallback" | "no-speech" | "no-voice" | "no-sound" | "blocked" | "network" | "playback";

/** The codes of the Web Speech API's error event (SpeechSynthesisErrorEvent.error). */
export function speechErrorKey(code: string): AudioNoticeKey {
  if (code === "not-allowed") return "blocked";
  if (code === "network") return "network";
  if (code === "language-unavailable" || code === "voice-unavailable") return "no-voice";
  if (code === "synthesis-unavailable" || code === "unsupported") return "no-speech";
  return "playback";
}

/** Any failure of playing: a speech error's code, a blocked autoplay, a failed fetch, anything else. */
export function audioErrorKey(error: unknown): AudioNoticeKey {
  const e = (error ?? {}) as { code?: unknown; name?: unknown; message?: unknown; noticeKey?: unknown };
  // Already judged (audio-source.ts silenceNotice, when every source failed).
  if (typeof e.noticeKey === "string") return e.noticeKey as AudioNoticeKey;
  if (typeof e.code === "string") return speechErrorKey(e.code);
  if (e.name === "NotAllowedError") return "blocked";
  if (e.name === "NotSupportedError") return "no-speech";
  const message = typeof e.message === "string" ? e.message : "";
  if (e.name === "TypeError" && /fetch|network|load failed/i.test(message)) return "network";
  return "playback";
}
