// Sets the `level` column of a conversation file, inserting it after `conversation` when the file
// still has the old header. Re-runnable: files written before the column existed get it on merge.
//
//   npx tsx db/conversation-levels.ts --set <file.tsv> <level>              every conversation of the file
//   npx tsx db/conversation-levels.ts --set <file.tsv> <level> 3,7,10-12    only these conversations
//
// When the column is inserted for only some conversations, the others get an empty level, which
// `npm run content:check` refuses until they are placed too.
import { readFileSync, writeFileSync } from "node:fs";

export const OLD_HEADER_PREFIX = ["id", "conversation", "topic"];

export function parseIdList(list: string): Set<number> {
  const ids = new Set<number>();
  for (const part of list
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!m) throw new Error(`"${part}" is not a conversation id or range`);
    const from = Number(m[1]);
    const to = Number(m[2] ?? m[1]);
    for (let id = from; id <= to; id++) ids.add(id);
  }
  return ids;
}

/** The file's text with the level set; `only` limits it to some conversations. */
export function setConversationLevel(text: string, level: number, only?: Set<number>): { text: string; changed: number } {
  const lines = text.split("\n");
  const header = (lines[0] ?? "").split("\t");
  const insert = header[2] !== "level";
  if (insert && header.slice(0, 3).join("\t") !== OLD_HEADER_PREFIX.join("\t")) throw new Error(`unexpected header: ${lines[0]}`);
  let changed = 0;
  const out = lines.map((line, i) => {
    if (i === 0) return insert ? [...header.slice(0, 2), "level", ...header.slice(2)].join("\t") : line;
    if (line === "" || line.startsWith("#")) return line;
    const cells = line.split("\t");
    const chosen = !only || only.has(Number(cells[1]));
    const value = chosen ? String(level) : insert ? "" : (cells[2] ?? "");
    if (insert) cells.splice(2, 0, value);
    else cells[2] = value;
    if (chosen) changed += 1;
    return cells.join("\t");
  });
  return { text: out.join("\n"), changed };
}

if (process.argv[1]?.endsWith("conversation-levels.ts")) {
  const [flag, path, levelText, list] = process.argv.slice(2);
  const level = Number(levelText);
  if (flag !== "--set" || !path || !Number.isInteger(level) || level < 1 || level > 5) {
    console.error("usage: npx tsx db/conversation-levels.ts --set <file.tsv> <level 1-5> [conversation ids, e.g. 3,7,10-12]");
    process.exit(2);
  }
  const result = setConversationLevel(readFileSync(path, "utf8"), level, list ? parseIdList(list) : undefined);
  writeFileSync(path, result.text);
  console.log(`${path}: level ${level} on ${result.changed} line(s).`);
}
