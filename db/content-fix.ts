// `npm run content:fix`: the mechanical part of the typography rules, applied to every content file:
// French gets a narrow no-break space (U+202F) before ? ! : ; and inside « ». Authors type a plain
// space; this makes it the one the checker asks for. Idempotent.
import { readFileSync, writeFileSync } from "node:fs";
import { conversationFiles, sentenceFiles, TEXT_COLUMNS } from "./content";
import { fixFrenchTypography } from "./content-rules";

function fixFile(path: string, frenchColumn: number): number {
  const before = readFileSync(path, "utf8");
  let changed = 0;
  const after = before
    .split("\n")
    .map((line, i) => {
      if (i === 0 || line === "" || line.startsWith("#")) return line;
      const cells = line.split("\t");
      const fixed = fixFrenchTypography(cells[frenchColumn] ?? "");
      if (fixed !== cells[frenchColumn]) {
        cells[frenchColumn] = fixed;
        changed += 1;
      }
      return cells.join("\t");
    })
    .join("\n");
  if (after !== before) writeFileSync(path, after);
  return changed;
}

const frenchIndex = TEXT_COLUMNS.indexOf("french");
let total = 0;
for (const f of sentenceFiles()) total += fixFile(f.path, 1 + frenchIndex);
for (const f of conversationFiles()) total += fixFile(f.path, 5 + frenchIndex);
console.log(`content:fix: French typography fixed in ${total} row(s).`);
