// Content → upsert statements. Shared by `npm run db:seed` (local D1 through wrangler's platform
// proxy, or a SQL file for the remote database) and by the integration tests, which seed the same
// rows into their own D1.
export const SENTENCE_COLUMNS = [
  "id",
  "level",
  "subsection",
  "english",
  "italian",
  "spanish",
  "french",
  "german",
  "russian",
] as const;

export type SentenceRecord = Record<(typeof SENTENCE_COLUMNS)[number], string | number>;

// D1 refuses statements with more than 100 bound parameters.
export const MAX_BOUND_PARAMETERS = 100;

export interface BoundStatement {
  sql: string;
  params: (string | number)[];
}

export function sentenceUpserts(rows: SentenceRecord[]): BoundStatement[] {
  return upserts("sentences", SENTENCE_COLUMNS, rows);
}

/** Removes sentences that are no longer in the content files: the files are the source of truth. */
export function sentencePrune(ids: number[]): BoundStatement {
  return { sql: "DELETE FROM sentences WHERE id NOT IN (SELECT value FROM json_each(?))", params: [JSON.stringify(ids)] };
}

export async function applyStatements(d1: D1Database, statements: BoundStatement[]): Promise<void> {
  // One batch is one transaction: a half-seeded curriculum is never visible.
  await d1.batch(statements.map((s) => d1.prepare(s.sql).bind(...s.params)));
}

function literal(value: string | number): string {
  return typeof value === "number" ? String(value) : `'${value.replace(/'/g, "''")}'`;
}

/** The same statements as plain SQL, for `wrangler d1 execute --file` against a remote database. */
export function toSqlFile(statements: BoundStatement[]): string {
  return statements
    .map((s) => {
      let i = 0;
      return `${s.sql.replace(/\?/g, () => literal(s.params[i++] as string | number))};`;
    })
    .join("\n");
}

export const CONVERSATION_COLUMNS = [
  "id",
  "conversation_id",
  "level",
  "topic",
  "speaker",
  "english",
  "italian",
  "spanish",
  "french",
  "german",
  "russian",
] as const;

export type ConversationLineRecord = Record<(typeof CONVERSATION_COLUMNS)[number], string | number>;

function upserts(table: string, columns: readonly string[], rows: Record<string, string | number>[]): BoundStatement[] {
  const rowsPerStatement = Math.floor(MAX_BOUND_PARAMETERS / columns.length);
  const updates = columns
    .filter((c) => c !== "id")
    .map((c) => `${c} = excluded.${c}`)
    .join(", ");
  const statements: BoundStatement[] = [];
  for (let i = 0; i < rows.length; i += rowsPerStatement) {
    const chunk = rows.slice(i, i + rowsPerStatement);
    const values = chunk.map(() => `(${columns.map(() => "?").join(", ")})`).join(", ");
    statements.push({
      sql: `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${values} ON CONFLICT(id) DO UPDATE SET ${updates}`,
      params: chunk.flatMap((row) => columns.map((c) => row[c]!)),
    });
  }
  return statements;
}

export function conversationUpserts(rows: ConversationLineRecord[]): BoundStatement[] {
  return upserts("conversation_lines", CONVERSATION_COLUMNS, rows);
}

export function conversationPrune(ids: number[]): BoundStatement {
  return {
    sql: "DELETE FROM conversation_lines WHERE id NOT IN (SELECT value FROM json_each(?))",
    params: [JSON.stringify(ids)],
  };
}
