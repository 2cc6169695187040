import { drizzle } from "drizzle-orm/d1";
import * as schema from "../../db/schema.ts";

export type Database = ReturnType<typeof getDb>;

export function getDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

export { schema };

/**
 * Only for the learner-state modules (progress, conversation) that still hand over D1 until they move
 * into the Learner object, whose rewrite deletes this: what they call accepts D1 or the request's db.
 */
export function learnerStateDb(source: Database | D1Database): Database {
  return "select" in source ? source : getDb(source);
}
