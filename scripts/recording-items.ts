// What `npm run audio:warm` records, read straight from db/content (the texts db:seed puts in D1, with
// the same ids): every sentence and every dialogue line of each language, in id order.
import { loadAllConversations, loadAllSentences } from "../db/content";
import { LANGUAGES, type Language } from "../app/domain/languages";
import type { RecordingItem } from "../app/server/recordings.server";

export function recordingItems(only?: Language): RecordingItem[] {
  const sentences = loadAllSentences().rows;
  const lines = loadAllConversations().rows;
  const items: RecordingItem[] = [];
  for (const language of LANGUAGES) {
    if (only && language !== only) continue;
    for (const s of sentences) if (s[language]) items.push({ language, kind: "sentence", id: s.id, text: s[language] });
    for (const l of lines) if (l[language]) items.push({ language, kind: "line", id: l.id, text: l[language] });
  }
  return items;
}

/** The characters the provider bills for: each distinct text of a language once, as it is sent. */
export function billedCharacters(items: RecordingItem[]): Map<Language, { texts: number; characters: number }> {
  const seen = new Set<string>();
  const totals = new Map<Language, { texts: number; characters: number }>();
  for (const item of items) {
    const text = item.text.normalize("NFC").replace(/\s+/g, " ").trim();
    if (seen.has(`${item.language}\n${text}`)) continue;
    seen.add(`${item.language}\n${text}`);
    const total = totals.get(item.language) ?? { texts: 0, characters: 0 };
    total.texts++;
    total.characters += [...text].length;
    totals.set(item.language, total);
  }
  return totals;
}
