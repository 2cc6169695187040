// `npx tsx scripts/audio-characters.ts`: how many characters `npm run audio:warm` sends to the
// text-to-speech provider, per language and in all (docs/deploy.md turns it into a price).
import { billedCharacters, recordingItems } from "./recording-items";

const totals = billedCharacters(recordingItems());
let texts = 0;
let characters = 0;
for (const [language, total] of totals) {
  console.log(
    `${language.padEnd(8)} ${String(total.texts).padStart(6)} texts ${String(total.characters).padStart(9)} characters`,
  );
  texts += total.texts;
  characters += total.characters;
}
console.log(`${"total".padEnd(8)} ${String(texts).padStart(6)} texts ${String(characters).padStart(9)} characters`);
