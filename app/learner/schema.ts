// One learner's own database: the SQLite storage of their Learner Durable Object (app/learner/learner.ts).
// Migrations in app/learner/migrations/ are generated from this file with `npm run learner:generate`
// (drizzle-kit, driver durable-sqlite) and applied by the object itself when it starts. There is no
// user id column anywhere: the whole database belongs to one account. Times are UTC milliseconds.
import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { ConversationState } from "../domain/conversation";

/** The pyramid of one language (the hot row a Continue reads and writes). */
export const pyramids = sqliteTable("pyramids", {
  language: text("language").primaryKey(),
  currentSequence: text("current_sequence", { mode: "json" }).$type<number[]>().notNull(),
  currentPosition: integer("current_position").notNull().default(0),
  points: integer("points").notNull().default(0),
  // Repetitions of the live sequence only (at most 20 entries): a graduated sentence has exactly 20.
  repetitionCounts: text("repetition_counts", { mode: "json" }).$type<Record<string, number>>().notNull(),
  graduatedCount: integer("graduated_count").notNull().default(0),
  highestSentenceId: integer("highest_sentence_id").notNull().default(0),
  totalRepetitions: integer("total_repetitions").notNull().default(0),
  streak: integer("streak").notNull().default(0),
  // Streak freezes held after the last practice (app/domain/streak-freeze.ts); missed days since then
  // use them when the streak is next read or extended.
  streakFreezes: integer("streak_freezes").notNull().default(0),
  // Calendar day (YYYY-MM-DD, the learner's time zone) of the last practice, for the streak rule.
  lastPracticeDay: text("last_practice_day"),
  lastPracticeAt: integer("last_practice_at"),
  // When `points` last changed: the leaderboard's tie-break (earliest to reach the score wins).
  pointsReachedAt: integer("points_reached_at"),
  createdAt: integer("created_at").notNull(),
  updatedAt: integer("updated_at").notNull(),
});

/** Graduated sentences with their schedule (SM-2, and FSRS state while the learner uses FSRS). */
export const reviewItems = sqliteTable(
  "review_items",
  {
    language: text("language").notNull(),
    sentenceId: integer("sentence_id").notNull(),
    nextReview: integer("next_review").notNull(),
    interval: integer("interval").notNull(),
    easeFactor: real("ease_factor").notNull(),
    // Null when never reviewed under FSRS (or since an SM-2 review): then rebuilt from the review log.
    fsrsStability: real("fsrs_stability"),
    fsrsDifficulty: real("fsrs_difficulty"),
    fsrsReps: integer("fsrs_reps"),
    fsrsLapses: integer("fsrs_lapses"),
    fsrsState: integer("fsrs_state"),
    fsrsLastReview: integer("fsrs_last_review"),
  },
  (t) => [primaryKey({ columns: [t.language, t.sentenceId] }), index("review_items_due_idx").on(t.language, t.nextReview)],
);

/** Every grading, appended: the heatmap's reviews and the FSRS replay of an item. */
export const reviewLog = sqliteTable(
  "review_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    language: text("language").notNull(),
    sentenceId: integer("sentence_id").notNull(),
    grade: integer("grade").notNull(),
    reviewedAt: integer("reviewed_at").notNull(),
    interval: integer("interval").notNull(),
    easeFactor: real("ease_factor").notNull(),
    nextReview: integer("next_review").notNull(),
  },
  (t) => [
    index("review_log_item_idx").on(t.language, t.sentenceId, t.reviewedAt),
    index("review_log_time_idx").on(t.language, t.reviewedAt),
  ],
);

/** Practice batches already applied, by the client's idempotency key; pruned after 30 days. */
export const practiceBatches = sqliteTable(
  "practice_batches",
  {
    batchId: text("batch_id").primaryKey(),
    language: text("language").notNull(),
    steps: integer("steps").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("practice_batches_created_idx").on(t.createdAt)],
);

/** Grades already saved, by the client's idempotency key, with the answer they got; pruned after 30 days. */
export const gradeKeys = sqliteTable(
  "grade_keys",
  {
    gradeId: text("grade_id").primaryKey(),
    language: text("language").notNull(),
    sentenceId: integer("sentence_id").notNull(),
    result: text("result", { mode: "json" }).notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("grade_keys_created_idx").on(t.createdAt)],
);

/** Repetitions per calendar day of the learner (their time zone, as the streak): daily goal and heatmap. */
export const practiceDays = sqliteTable(
  "practice_days",
  {
    language: text("language").notNull(),
    day: text("day").notNull(),
    repetitions: integer("repetitions").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.language, t.day] })],
);

/** Gradings per UTC day, the last 30 days only: what the summary hands the admin's analytics. */
export const reviewDays = sqliteTable(
  "review_days",
  {
    language: text("language").notNull(),
    day: text("day").notNull(),
    reviews: integer("reviews").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.language, t.day] })],
);

/** Running totals of one language: XP of the current UTC week (from Monday 00:00 UTC) and gradings ever. */
export const languageTotals = sqliteTable("language_totals", {
  language: text("language").primaryKey(),
  // Pyramid and conversation points earned since week_start (a Monday 00:00 UTC).
  weekStart: integer("week_start").notNull().default(0),
  weekPoints: integer("week_points").notNull().default(0),
  // The week's first XP (the order of joining a league) and when the week's XP last grew (a league's
  // tie-break: who reached the XP first). Null until the week's first XP.
  weekFirstAt: integer("week_first_at"),
  weekReachedAt: integer("week_reached_at"),
  reviewsTotal: integer("reviews_total").notNull().default(0),
});

/** Progress through the conversations of one language (app/domain/conversation.ts). */
export const conversations = sqliteTable("conversations", {
  language: text("language").primaryKey(),
  currentSequence: integer("current_sequence").notNull().default(1),
  currentLineId: integer("current_line_id").notNull().default(1),
  currentTopic: text("current_topic"),
  repetitionCount: integer("repetition_count").notNull().default(0),
  totalPoints: integer("total_points").notNull().default(0),
  // What the leaderboard, leagues and points achievements count: a conversation's points once per
  // conversation per day (countConversationPoints), however often Continue replays it that day.
  rankedPoints: integer("ranked_points").notNull().default(0),
  countedDay: text("counted_day"),
  countedConversations: text("counted_conversations", { mode: "json" }).$type<number[]>().notNull().default([]),
  streak: integer("streak").notNull().default(0),
  lastPracticeDay: text("last_practice_day"),
  // The place in each level, keyed "1".."5" (progress is kept per level); total_points and
  // repetition_count are the language's totals, current_* the level continued last.
  levels: text("levels", { mode: "json" }).$type<Record<string, ConversationState>>().notNull().default({}),
  updatedAt: integer("updated_at").notNull(),
});

/** Languages whose summary row in D1 is behind this database (the alarm writes them). */
export const summaryOutbox = sqliteTable("summary_outbox", {
  language: text("language").primaryKey(),
  // Bumped by every change: the alarm clears only what it wrote, not a change made while it wrote.
  version: integer("version").notNull().default(1),
});

/** The object's own facts: whose it is, whether the old D1 rows were moved in, when it last wrote D1. */
export const meta = sqliteTable("meta", {
  key: text("key").primaryKey(),
  value: text("value", { mode: "json" }).notNull(),
});
