// Development-only states (the object refuses them unless APP_ENV=development): sentences put straight
// into the review pile, the review log read back, and a year of practice seeded fast. The browser tests
// reach them through tests/e2e/worker.ts's door and the benchmarks through workers/ops-routes.ts, each
// wanting a secret header as well.
import { asc, eq, sql } from "drizzle-orm";
import { isLanguage, type Language } from "../domain/languages";
import { calendarDay } from "../domain/streak";
import { DAY_MS } from "../domain/time";
import { markChanged, readPyramid, schema, type LearnerDb } from "./store";

export type FixtureRequest =
  | { kind: "graduate"; language: Language; sentenceIds: number[]; now: number }
  | { kind: "review-log"; language: Language }
  | { kind: "highest"; language: Language; sentenceId: number; now: number }
  | { kind: "streak"; language: Language; streak: number; freezes: number; lastPracticeDay: string; now: number }
  | { kind: "year"; language: Language; now: number; days: number; continuesPerDay: number; gradesPerDay: number };

export function fixture(db: LearnerDb, request: FixtureRequest): unknown {
  if (!isLanguage(request.language)) throw new Error("Unknown language");
  if (request.kind === "review-log") {
    const l = schema.reviewLog;
    return db
      .select({ sentenceId: l.sentenceId, grade: l.grade })
      .from(l)
      .where(eq(l.language, request.language))
      .orderBy(asc(l.id))
      .all();
  }
  if (request.kind === "graduate") return graduate(db, request.language, request.sentenceIds, request.now);
  if (request.kind === "highest") return setHighest(db, request.language, request.sentenceId, request.now);
  if (request.kind === "streak") return setStreak(db, request);
  return seedYear(db, request);
}

/** Sentences in the review pile, due now in the given order, as if they had graduated. */
export function graduate(db: LearnerDb, language: Language, sentenceIds: number[], now: number) {
  const next = Math.max(...sentenceIds) + 1;
  const p = schema.pyramids;
  const row = readPyramid(db, language);
  if (row) {
    db.update(p)
      .set({ graduatedCount: row.graduatedCount + sentenceIds.length })
      .where(eq(p.language, language))
      .run();
  } else {
    db.insert(p)
      .values({
        language,
        currentSequence: [next],
        currentPosition: 0,
        points: 500,
        repetitionCounts: {},
        graduatedCount: sentenceIds.length,
        highestSentenceId: next,
        totalRepetitions: sentenceIds.length * 20,
        createdAt: now,
        updatedAt: now,
      })
      .run();
  }
  sentenceIds.forEach((sentenceId, i) => {
    db.insert(schema.reviewItems)
      .values({ language, sentenceId, nextReview: now - (sentenceIds.length - i) * 1000, interval: 1, easeFactor: 2.5 })
      .onConflictDoNothing()
      .run();
  });
  markChanged(db, language);
  return { graduated: sentenceIds.length };
}

/** A streak with its freezes and last practice day, on a pyramid started with the first sentence if none. */
function setStreak(db: LearnerDb, r: Extract<FixtureRequest, { kind: "streak" }>) {
  const p = schema.pyramids;
  const fields = { streak: r.streak, streakFreezes: r.freezes, lastPracticeDay: r.lastPracticeDay, updatedAt: r.now };
  db.insert(p)
    .values({
      language: r.language,
      currentSequence: [1],
      repetitionCounts: {},
      highestSentenceId: 1,
      createdAt: r.now,
      ...fields,
    })
    .onConflictDoUpdate({ target: p.language, set: fields })
    .run();
  markChanged(db, r.language);
  return { streak: r.streak, freezes: r.freezes };
}

/** The highest sentence the learner has met in a language (what decides their conversation level). */
function setHighest(db: LearnerDb, language: Language, sentenceId: number, now: number) {
  const p = schema.pyramids;
  db.insert(p)
    .values({
      language,
      currentSequence: [sentenceId],
      repetitionCounts: {},
      highestSentenceId: sentenceId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: p.language, set: { highestSentenceId: sentenceId, updatedAt: now } })
    .run();
  markChanged(db, language);
  return { highestSentenceId: sentenceId };
}

/**
 * `days` of a committed learner ending at `now`: practice days, a batch id every 3 Continues (only
 * the last 30 days' are kept, as pruning would leave them), one graduation per 20 Continues, and
 * `gradesPerDay` gradings in the log. Statements as the object itself would write them.
 */
function seedYear(db: LearnerDb, request: Extract<FixtureRequest, { kind: "year" }>) {
  const { language, now, days, continuesPerDay, gradesPerDay } = request;
  let graduated = 0;
  for (let day = days - 1; day >= 0; day--) {
    const at = now - day * DAY_MS;
    db.insert(schema.practiceDays)
      .values({ language, day: calendarDay(at, "UTC"), repetitions: continuesPerDay })
      .onConflictDoNothing()
      .run();
    if (day < 30) {
      for (let b = 0; b < Math.ceil(continuesPerDay / 3); b++) {
        db.insert(schema.practiceBatches)
          .values({ batchId: `seed-${day}-${b}-${"x".repeat(22)}`, language, steps: 3, createdAt: at })
          .onConflictDoNothing()
          .run();
      }
    }
    for (let g = 0; g < Math.floor(continuesPerDay / 20); g++) {
      graduated += 1;
      db.insert(schema.reviewItems)
        .values({ language, sentenceId: graduated, nextReview: at + 30 * DAY_MS, interval: 30, easeFactor: 2.5 })
        .onConflictDoNothing()
        .run();
    }
    for (let g = 0; g < gradesPerDay && graduated > 0; g++) {
      db.insert(schema.reviewLog)
        .values({
          language,
          sentenceId: (g % graduated) + 1,
          grade: 3,
          reviewedAt: at + g * 1000,
          interval: 6,
          easeFactor: 2.5,
          nextReview: at + 6 * DAY_MS,
        })
        .run();
    }
  }
  const reps = days * continuesPerDay;
  db.insert(schema.pyramids)
    .values({
      language,
      currentSequence: Array.from({ length: 20 }, (_, i) => graduated + 1 + i),
      currentPosition: 0,
      points: reps,
      repetitionCounts: {},
      graduatedCount: graduated,
      highestSentenceId: graduated + 20,
      totalRepetitions: reps,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .run();
  db.insert(schema.languageTotals)
    .values({ language, reviewsTotal: days * gradesPerDay })
    .onConflictDoUpdate({ target: schema.languageTotals.language, set: { reviewsTotal: sql`${days * gradesPerDay}` } })
    .run();
  markChanged(db, language);
  return { graduated, log: days * gradesPerDay, reps };
}
