// The one audio module of learn, review and conversations (spec section 4 "Audio and
// auto-progress"): premium cloud voice first for premium learners; otherwise, and on any failure,
// the browser's speech synthesis, or the standard recording where the browser has no voice for the
// language (domain/audio-source.ts). Starting anything stops what is playing.
import { fallbackSources, silenceNotice, STANDARD_RATE, type SourceFailure } from "../../domain/audio-source";
import { api } from "../shell/api-client";
import { hasVoiceFor, isSpeaking, speak, SpeechError, stopSpeaking } from "./speech";

export interface PlayRequest {
  text: string;
  speechCode: string;
  rate: number;
  speaker?: "Person 1" | "Person 2";
  /** True for premium and trial learners who chose premium quality. */
  premium: boolean;
  /** Called when the premium voice failed and the browser's voice takes over. */
  onFallback?: (error: unknown) => void;
  /** The standard recording's address (domain/audio-source.ts recordingUrl), where there is one. */
  recording?: string;
}

/** Every source failed; `noticeKey` says which problem to tell the learner about. */
export class SilenceError extends Error {
  constructor(
    readonly noticeKey: ReturnType<typeof silenceNotice>,
    readonly failures: SourceFailure[],
  ) {
    super(`No audio could be played (${noticeKey})`);
    this.name = "SilenceError";
  }
}

let current: HTMLAudioElement | null = null;
// After a premium failure, don't ask again for a minute: the fallback answers at once.
let premiumPausedUntil = 0;
const PREMIUM_RETRY_MS = 60_000;
// Answers are kept for the session: the same request never goes out twice (spec section 7).
const cache = new Map<string, string>();

export function stopAudio(): void {
  if (current) {
    current.pause();
    current = null;
  }
  stopSpeaking();
}

export function isPlaying(): boolean {
  return (current !== null && !current.paused) || isSpeaking();
}

async function premiumAudio(request: PlayRequest): Promise<string> {
  const body = {
    text: request.text,
    languageCode: request.speechCode,
    speakingRate: Math.round(request.rate * 100) / 100,
    pitch: 0,
    voiceName: null,
    speaker: request.speaker ?? null,
  };
  const key = JSON.stringify(body);
  const hit = cache.get(key);
  if (hit) return hit;
  const answer = await api.post<{ audioContent?: string }>("/api/audio/synthesize", body);
  if (!answer.audioContent) throw new Error("Speech synthesis error: no audio in the answer");
  cache.set(key, answer.audioContent);
  return answer.audioContent;
}

function playMp3(source: string, playbackRate = 1): Promise<void> {
  const audio = new Audio(source);
  audio.playbackRate = playbackRate;
  current = audio;
  return new Promise<void>((resolve, reject) => {
    audio.onended = () => resolve();
    audio.onpause = () => resolve();
    audio.onerror = () => reject(new Error("Could not play audio"));
    audio.play().catch(reject);
  }).catch((error: unknown) => {
    // A source that failed to load leaves the element not paused (HTML's media source failure
    // steps): forget it, or the next press would take it for playing and only stop it.
    if (current === audio) current = null;
    throw error;
  });
}

/** Plays `text`; rejects with a SpeechError (its message is the spec's) if even the fallback fails. */
export async function playText(request: PlayRequest): Promise<void> {
  stopAudio();
  const voice = request.speaker === "Person 2" ? 1 : 0;
  if (request.premium && Date.now() >= premiumPausedUntil) {
    try {
      await playMp3(`data:audio/mpeg;base64,${await premiumAudio(request)}`);
      return;
    } catch (error) {
      premiumPausedUntil = Date.now() + PREMIUM_RETRY_MS;
      request.onFallback?.(error);
    }
  }
  const browserVoice = await hasVoiceFor(request.speechCode);
  const failures: SourceFailure[] = [];
  for (const source of fallbackSources({ browserVoice, recording: request.recording !== undefined })) {
    try {
      if (source === "recording") await playMp3(request.recording!, request.rate / STANDARD_RATE);
      // Each conversation speaker keeps their own browser voice (and pitch, when there is only one voice).
      else await speak(request.text, request.speechCode, request.rate, request.speaker ? (voice ? 0.9 : 1.1) : 1, voice);
      return;
    } catch (error) {
      failures.push({ source, error });
    }
  }
  throw new SilenceError(silenceNotice(browserVoice, failures), failures);
}

/** Tapping play while playing stops it. */
export async function togglePlay(request: PlayRequest): Promise<void> {
  if (isPlaying()) {
    stopAudio();
    return;
  }
  await playText(request);
}

export { SpeechError };
