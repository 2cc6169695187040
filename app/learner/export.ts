// "Download my data" (issue #27): every row of the learner's own database that is theirs to take, by
// table, in the order it was written. Keys the object keeps for itself (grade ids with their answers,
// the summary outbox, meta) are bookkeeping, not the learner's data.
import { asc } from "drizzle-orm";
import { schema, type LearnerDb } from "./store";

export function exportAll(db: LearnerDb) {
  return {
    pyramids: db.select().from(schema.pyramids).all(),
    reviewItems: db.select().from(schema.reviewItems).all(),
    reviewLog: db.select().from(schema.reviewLog).orderBy(asc(schema.reviewLog.id)).all(),
    practiceDays: db.select().from(schema.practiceDays).all(),
    practiceBatches: db.select().from(schema.practiceBatches).all(),
    conversations: db.select().from(schema.conversations).all(),
  };
}

export type LearnerExport = ReturnType<typeof exportAll>;
