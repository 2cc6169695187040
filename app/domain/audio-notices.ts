// Audio problems in words that say what to do (issue #18), instead of raw codes such as
// 'synthesis-failed' or 'Failed to fetch'. Each notice has a key, so the screen can say it once per
// browser session however often the same problem repeats (auto progress plays every step). Pure.

export type AudioNoticeKey = "premium-fallback" | "no-speech" | "no-voice" | "blocked" | "network" | "playback";

export interface AudioNotice {
  key: AudioNoticeKey;
  title: string;
  description: string;
}

const NOTICES: Record<AudioNoticeKey, Omit<AudioNotice, "key">> = {
  "premium-fallback": {
    title: "Premium voice unavailable",
    description: "Premium voices are not available right now, so your browser's voice is used.",
  },
  "no-speech": {
    title: "Audio Error",
    description: "Your browser cannot read sentences aloud. Try a recent Chrome, Edge, Safari or Firefox.",
  },
  "no-voice": {
    title: "Audio Error",
    description: "Your device has no voice for this language. Add one in your system's speech settings, or read without sound.",
  },
  blocked: {
    title: "Audio Error",
    description: "Your browser blocked the sound. Press ▶ to play it, or turn off automatic playing in Audio settings.",
  },
  network: {
    title: "Audio Error",
    description: "Audio could not be loaded. Check your internet connection, then press ▶ to try again.",
  },
  playback: {
    title: "Audio Error",
    description: "Audio could not be played. Check your sound settings, or turn off automatic playing in Audio settings.",
  },
};

export function audioNotice(key: AudioNoticeKey): AudioNotice {
  return { key, ...NOTICES[key] };
}

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
  const e = (error ?? {}) as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof e.code === "string") return speechErrorKey(e.code);
  if (e.name === "NotAllowedError") return "blocked";
  if (e.name === "NotSupportedError") return "no-speech";
  const message = typeof e.message === "string" ? e.message : "";
  if (e.name === "TypeError" && /fetch|network|load failed/i.test(message)) return "network";
  return "playback";
}
