// The five practice languages, each paired with English. The code is what the API and URLs use.
export const LANGUAGES = ["italian", "spanish", "french", "german", "russian"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "italian";

export interface LanguageInfo {
  code: Language;
  name: string;
  nativeName: string;
  flag: string;
  speechCode: string;
}

export const LANGUAGE_INFO: Record<Language, LanguageInfo> = {
  italian: { code: "italian", name: "Italian", nativeName: "Italiano", flag: "🇮🇹", speechCode: "it-IT" },
  spanish: { code: "spanish", name: "Spanish", nativeName: "Español", flag: "🇪🇸", speechCode: "es-ES" },
  french: { code: "french", name: "French", nativeName: "Français", flag: "🇫🇷", speechCode: "fr-FR" },
  german: { code: "german", name: "German", nativeName: "Deutsch", flag: "🇩🇪", speechCode: "de-DE" },
  russian: { code: "russian", name: "Russian", nativeName: "Русский", flag: "🇷🇺", speechCode: "ru-RU" },
};

export const ENGLISH_SPEECH_CODE = "en-US";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
