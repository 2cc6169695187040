// Cloud voices per speech code: Person 1 and Person 2 always sound different (spec section 9).
import type { SpeechCode } from "./api-schemas";

export const CLOUD_VOICES: Record<SpeechCode, { "Person 1": string; "Person 2": string }> = {
  "it-IT": { "Person 1": "it-IT-Neural2-A", "Person 2": "it-IT-Neural2-C" },
  "es-ES": { "Person 1": "es-ES-Neural2-A", "Person 2": "es-ES-Neural2-B" },
  "fr-FR": { "Person 1": "fr-FR-Neural2-A", "Person 2": "fr-FR-Neural2-B" },
  "de-DE": { "Person 1": "de-DE-Neural2-A", "Person 2": "de-DE-Neural2-B" },
  "ru-RU": { "Person 1": "ru-RU-Wavenet-A", "Person 2": "ru-RU-Wavenet-B" },
  "en-US": { "Person 1": "en-US-Neural2-F", "Person 2": "en-US-Neural2-D" },
};

/** An explicit voice of the same language wins; otherwise the speaker's voice (Person 1 by default). */
export function resolveVoice(
  languageCode: SpeechCode,
  voiceName: string | null | undefined,
  speaker: string | null | undefined,
): string {
  if (voiceName && voiceName.startsWith(`${languageCode}-`)) return voiceName;
  return CLOUD_VOICES[languageCode][speaker === "Person 2" ? "Person 2" : "Person 1"];
}

/** The request as the cache sees it: equal requests hash to one key. */
export function normaliseSynthesis(input: {
  text: string;
  languageCode: SpeechCode;
  voiceName: string;
  speakingRate: number;
  pitch: number;
}) {
  return {
    text: input.text.normalize("NFC").replace(/\s+/g, " ").trim(),
    languageCode: input.languageCode,
    voiceName: input.voiceName,
    speakingRate: Math.round(input.speakingRate * 100) / 100,
    pitch: Math.round(input.pitch * 10) / 10,
  };
}
