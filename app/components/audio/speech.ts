// Browser speech synthesis (spec section 4 "Audio and auto-progress"): speaking stops whatever is
// playing; a 1 s wait for the voice list; errors come back with the API's code, which the screens turn into a
// sentence that says what to do (domain/audio-notices.ts, through use-audio-notice.ts).
export const VOICE_LOADING_TIMEOUT_MS = 1000;
export const DEFAULT_VOLUME = 0.95;
export const DEFAULT_PITCH = 1;

export class SpeechError extends Error {
  /** The Web Speech API's error code ('synthesis-failed', 'not-allowed', …), or 'unsupported'. */
  readonly code: string;
  constructor(message: string, code = "unsupported") {
    super(message);
    this.name = "SpeechError";
    this.code = code;
  }
}

function synth(): SpeechSynthesis | null {
  return typeof window !== "undefined" && "speechSynthesis" in window ? window.speechSynthesis : null;
}

async function voicesFor(lang: string, preference = 0): Promise<SpeechSynthesisVoice | null> {
  const s = synth();
  if (!s) return null;
  let voices = s.getVoices();
  if (voices.length === 0) {
    voices = await new Promise<SpeechSynthesisVoice[]>((resolve) => {
      const timer = setTimeout(() => resolve(s.getVoices()), VOICE_LOADING_TIMEOUT_MS);
      s.addEventListener(
        "voiceschanged",
        () => {
          clearTimeout(timer);
          resolve(s.getVoices());
        },
        { once: true },
      );
    });
  }
  const base = lang.split("-")[0]!.toLowerCase();
  const exact = voices.filter((v) => v.lang.toLowerCase() === lang.toLowerCase());
  const close = voices.filter((v) => v.lang.toLowerCase().startsWith(base));
  const candidates = exact.length > preference ? exact : close.length ? close : exact;
  return candidates[preference % Math.max(1, candidates.length)] ?? null;
}

/** Whether the browser lists a voice for the language (after the same wait for the voice list). */
export async function hasVoiceFor(lang: string): Promise<boolean> {
  return (await voicesFor(lang)) !== null;
}

export function isSpeaking(): boolean {
  return synth()?.speaking ?? false;
}

export function stopSpeaking(): void {
  synth()?.cancel();
}

/**
 * Speaks `text`; resolves when done, rejects with a SpeechError carrying the API's error code.
 * `voice` picks among the language's voices (conversations give each speaker their own).
 */
export async function speak(text: string, lang: string, rate: number, pitch = DEFAULT_PITCH, voice = 0): Promise<void> {
  const s = synth();
  if (!s || typeof SpeechSynthesisUtterance === "undefined") {
    throw new SpeechError("Could not play audio. Your browser may not support speech synthesis.", "unsupported");
  }
  s.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = lang;
  utterance.rate = rate;
  utterance.pitch = pitch;
  utterance.volume = DEFAULT_VOLUME;
  const chosen = await voicesFor(lang, voice);
  if (chosen) utterance.voice = chosen;
  await new Promise<void>((resolve, reject) => {
    utterance.onend = () => resolve();
    utterance.onerror = (event) => {
      // Cancelling to start something else is not a failure.
      if (event.error === "interrupted" || event.error === "canceled") resolve();
      else reject(new SpeechError(`Speech synthesis failed: ${event.error}`, event.error));
    };
    s.speak(utterance);
  });
}

/** Play, or stop when already playing (tapping play while playing stops it). */
export async function toggleSpeak(text: string, lang: string, rate: number): Promise<void> {
  if (isSpeaking()) {
    stopSpeaking();
    return;
  }
  await speak(text, lang, rate);
}
