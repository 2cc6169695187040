// Standard recordings (issue #28, decisions.md "Audio"): every sentence and dialogue line, in one
// standard voice per language, synthesized once by `npm run audio:warm` through the premium client
// (audio.server.ts) and kept in R2 under the very key that client uses, so a premium learner asking
// for the same voice at the same speed is served the same object. Learners whose browser has no voice
// for the language hear these; reading them never reaches the provider.
import { and, eq, ne } from "drizzle-orm";
import { STANDARD_RATE } from "../domain/audio-source";
import { LANGUAGE_INFO, type Language } from "../domain/languages";
import type { SpeechCode } from "../domain/api-schemas";
import { CLOUD_VOICES, normaliseSynthesis } from "../domain/voices";
import { audioKey, objectName, synthesize, type TtsConfig } from "./audio.server";
import { schema, type Database } from "./db.server";

export type RecordingKind = "sentence" | "line";

export interface RecordingItem {
  language: Language;
  kind: RecordingKind;
  id: number;
  text: string;
}

function speechCode(language: Language): SpeechCode {
  return LANGUAGE_INFO[language].speechCode as SpeechCode;
}

/** The language's standard voice: the premium Person 1 voice, so both share one cache entry. */
export function standardVoice(language: Language): string {
  return CLOUD_VOICES[speechCode(language)]["Person 1"];
}

function standardRequest(language: Language, text: string) {
  return {
    text,
    languageCode: speechCode(language),
    voiceName: standardVoice(language),
    speakingRate: STANDARD_RATE,
    pitch: 0,
    speaker: null,
  };
}

/** Where the standard recording of `text` lives in R2 (the premium client's key scheme). */
export function recordingObjectName(secret: string, language: Language, text: string): string {
  return objectName(audioKey(secret, normaliseSynthesis(standardRequest(language, text))));
}

/** The text of a sentence or dialogue line in the language, or null when there is none. */
export async function recordingText(db: Database, language: Language, kind: RecordingKind, id: number): Promise<string | null> {
  const table = kind === "sentence" ? schema.sentences : schema.conversationLines;
  const [row] = await db
    .select({ text: table[language] })
    .from(table)
    .where(and(eq(table.id, id), ne(table[language], "")))
    .limit(1);
  return row?.text ?? null;
}

export interface WarmReport {
  /** Distinct recordings asked for (a text said twice in a language is one recording). */
  total: number;
  /** Already in the bucket: skipped without a provider call. */
  present: number;
  made: number;
  failed: number;
}

export interface WarmOptions {
  /** Requests in flight at once. */
  concurrency?: number;
  onProgress?: (report: WarmReport & { done: number }) => void;
}

/**
 * Sends each item without a recording through the text-to-speech client into the bucket. Resumable:
 * what the bucket already holds is skipped (a HEAD, no download). Failures are counted and logged by
 * the client; a second run retries them.
 */
export async function warmRecordings(
  bucket: R2Bucket,
  config: TtsConfig,
  items: RecordingItem[],
  options: WarmOptions = {},
): Promise<WarmReport> {
  const secret = config.AUDIO_KEY_SECRET;
  if (!secret) throw new Error("AUDIO_KEY_SECRET is not set: the app could not find the recordings.");
  if (!config.GOOGLE_TTS_API_KEY) throw new Error("GOOGLE_TTS_API_KEY is not set: nothing can be synthesized.");
  const unique = new Map<string, RecordingItem>();
  for (const item of items) unique.set(recordingObjectName(secret, item.language, item.text), item);
  const queue = [...unique.entries()];
  const report: WarmReport = { total: queue.length, present: 0, made: 0, failed: 0 };
  let done = 0;
  const work = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, item] = next;
      if (await bucket.head(name)) report.present++;
      else {
        const result = await synthesize(bucket, config, standardRequest(item.language, item.text));
        if (result.ok) report.made++;
        else report.failed++;
      }
      done++;
      options.onProgress?.({ ...report, done });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, work));
  return report;
}
