// The words of each audio notice (domain/audio-notices.ts names the problems). Its own module, so a
// screen whose audio works never downloads them. Pure.
import type { AudioNoticeKey } from "./audio-notices";

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
  "no-sound": {
    title: "No voice for this language",
    description:
      "This browser has no voice for this language, and no recording of this sentence could be played. Add a voice for the language in your system's speech settings, or try another browser.",
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
