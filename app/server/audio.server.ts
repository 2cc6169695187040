// Premium audio: Google Cloud Text-to-Speech (REST, API key), cached in R2 under an HMAC of the
// normalised request (AUDIO_KEY_SECRET), so an identical request never reaches the provider twice and
// only this server can mint an audio address: nobody can compute the URL of a sentence's audio. Every failure is an
// `{error}` answer (the browser then speaks with its own voice), never a 500 page.
import { encodeBase64 } from "@oslojs/encoding";
import type { z } from "zod";
import { DAY_MS } from "../domain/time";
import { normaliseSynthesis, resolveVoice } from "../domain/voices";
import type { synthesizeSchema } from "../domain/api-schemas";
import { hmacHex } from "./crypto.server";
import type { AppConfig } from "./env.server";

export const AUDIO_NOT_CONFIGURED = "Premium audio is not configured on this server; your browser's voice is used instead.";
export const AUDIO_FAILED = "Premium audio is unavailable right now; your browser's voice is used instead.";
const DEFAULT_API_BASE = "https://texttospeech.googleapis.com";
const PROVIDER_TIMEOUT_MS = 10_000;
const VOICE_LIST_TTL_MS = DAY_MS;
export const AUDIO_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** What the client needs of the configuration (also given by `npm run audio:warm`, outside the Worker). */
export type TtsConfig = Pick<AppConfig, "AUDIO_KEY_SECRET" | "GOOGLE_TTS_API_KEY" | "GOOGLE_TTS_API_BASE">;

export type SynthesisResult =
  { ok: true; audioContent: string; key: string; cached: boolean } | { ok: false; status: number; error: string };

export const AUDIO_QUOTA_REACHED = "You have used today's premium audio allowance; your browser's voice is used until tomorrow.";

export function audioKey(secret: string, normalised: ReturnType<typeof normaliseSynthesis>): string {
  return hmacHex(secret, `tts:${JSON.stringify(normalised)}`);
}

export function objectName(key: string): string {
  return `tts/${key}.mp3`;
}

function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function synthesize(
  audio: R2Bucket,
  config: TtsConfig,
  input: z.infer<typeof synthesizeSchema>,
  /** Counts characters sent to the (paid) provider; false when the learner's daily quota is spent. */
  charge: (characters: number) => Promise<boolean> = async () => true,
): Promise<SynthesisResult> {
  if (!config.AUDIO_KEY_SECRET) return { ok: false, status: 503, error: AUDIO_NOT_CONFIGURED };
  const voiceName = resolveVoice(input.languageCode, input.voiceName, input.speaker);
  const normalised = normaliseSynthesis({ ...input, voiceName });
  const key = audioKey(config.AUDIO_KEY_SECRET, normalised);

  const hit = await audio.get(objectName(key));
  if (hit) return { ok: true, audioContent: encodeBase64(new Uint8Array(await hit.arrayBuffer())), key, cached: true };

  if (!config.GOOGLE_TTS_API_KEY) return { ok: false, status: 503, error: AUDIO_NOT_CONFIGURED };
  // Cached audio costs nothing; only what reaches the provider counts toward the daily quota.
  if (!(await charge(normalised.text.length))) return { ok: false, status: 429, error: AUDIO_QUOTA_REACHED };
  const base = config.GOOGLE_TTS_API_BASE ?? DEFAULT_API_BASE;
  let response: Response;
  try {
    response = await fetch(`${base}/v1/text:synthesize?key=${encodeURIComponent(config.GOOGLE_TTS_API_KEY)}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        input: { text: normalised.text },
        voice: { languageCode: normalised.languageCode, name: normalised.voiceName },
        audioConfig: { audioEncoding: "MP3", speakingRate: normalised.speakingRate, pitch: normalised.pitch },
      }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    console.error(
      `audio: text-to-speech request failed (${voiceName}): ${error instanceof Error ? error.message : String(error)}`,
    );
    return { ok: false, status: 502, error: AUDIO_FAILED };
  }
  if (!response.ok) {
    console.error(`audio: text-to-speech answered ${response.status} (${voiceName}): ${(await response.text()).slice(0, 200)}`);
    return { ok: false, status: 502, error: AUDIO_FAILED };
  }
  let audioContent: unknown;
  try {
    audioContent = ((await response.json()) as { audioContent?: unknown }).audioContent;
  } catch {
    audioContent = undefined;
  }
  if (typeof audioContent !== "string" || audioContent.length === 0) {
    console.error(`audio: text-to-speech answer had no audioContent (${voiceName})`);
    return { ok: false, status: 502, error: AUDIO_FAILED };
  }
  let bytes: Uint8Array;
  try {
    bytes = base64ToBytes(audioContent);
  } catch {
    console.error(`audio: text-to-speech audioContent was not base64 (${voiceName})`);
    return { ok: false, status: 502, error: AUDIO_FAILED };
  }
  await audio.put(objectName(key), bytes, {
    httpMetadata: { contentType: "audio/mpeg", cacheControl: AUDIO_CACHE_CONTROL },
    customMetadata: { voice: voiceName, languageCode: normalised.languageCode },
  });
  return { ok: true, audioContent, key, cached: false };
}

export interface Voice {
  name: string;
  languageCodes: string[];
  ssmlGender: string;
}

/** The provider's voices for a language, cached in R2 for a day; an empty list on any failure. */
export async function listVoices(audio: R2Bucket, config: AppConfig, languageCode: string, now: number): Promise<Voice[]> {
  const name = `voices/${languageCode}.json`;
  const cached = await audio.get(name);
  if (cached && Number(cached.customMetadata?.fetchedAt ?? 0) > now - VOICE_LIST_TTL_MS) {
    try {
      return (await cached.json()) as Voice[];
    } catch {
      // a damaged cache entry is simply refetched
    }
  }
  if (!config.GOOGLE_TTS_API_KEY) return [];
  try {
    const base = config.GOOGLE_TTS_API_BASE ?? DEFAULT_API_BASE;
    const response = await fetch(
      `${base}/v1/voices?languageCode=${encodeURIComponent(languageCode)}&key=${encodeURIComponent(config.GOOGLE_TTS_API_KEY)}`,
      { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) },
    );
    if (!response.ok) throw new Error(`status ${response.status}`);
    const body = (await response.json()) as { voices?: Voice[] };
    const voices = (body.voices ?? [])
      .filter((v) => typeof v.name === "string")
      .map((v) => ({
        name: v.name,
        languageCodes: v.languageCodes ?? [],
        ssmlGender: v.ssmlGender ?? "SSML_VOICE_GENDER_UNSPECIFIED",
      }));
    await audio.put(name, JSON.stringify(voices), {
      httpMetadata: { contentType: "application/json" },
      customMetadata: { fetchedAt: String(now) },
    });
    return voices;
  } catch (error) {
    console.error(`audio: voice list for ${languageCode} failed: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}
