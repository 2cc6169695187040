// The one description of Piramide's tables. Migrations in migrations/ are generated from this file
// with `npm run db:generate` (drizzle-kit) and applied with `npm run db:migrate` (wrangler).
// Times are UTC milliseconds; JSON columns hold small per-learner structures that are always read
// and written whole together with their row.
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // Stored lower-cased and trimmed so that one address is one account.
    email: text("email").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    profileImageUrl: text("profile_image_url"),
    // Null for learners who only ever signed in through an OAuth provider.
    passwordHash: text("password_hash"),
    timeZone: text("time_zone").notNull().default("UTC"),
    selectedFreeLanguage: text("selected_free_language"),
    trialStartedAt: integer("trial_started_at"),
    trialEndsAt: integer("trial_ends_at"),
    leaderboardOptOut: integer("leaderboard_opt_out", { mode: "boolean" }).notNull().default(false),
    // Leagues show the same anonymous names as the leaderboard, so a learner who left the leaderboard
    // is kept out of leagues too, unless they ask for leagues on the profile.
    leagueOptIn: integer("league_opt_in", { mode: "boolean" }).notNull().default(false),
    // Audio and practice preferences, persisted per learner (speech rate, quality, auto-progress delay).
    settings: text("settings", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: integer("created_at").notNull(),
    // When the learner proved they own the address (a confirmation link, a used reset link, or a
    // provider that vouches for it). Null until then: an unproven address grants nothing.
    emailVerifiedAt: integer("email_verified_at"),
    // When the free language last changed from one language to another: a change is allowed once every
    // 30 days. A progress reset leaves it alone, so resetting never reopens the choice.
    freeLanguageChangedAt: integer("free_language_changed_at"),
    // Part of every device cookie's signature: raising it (password reset, sign out everywhere) ends
    // every device cookie issued before.
    deviceEpoch: integer("device_epoch").notNull().default(0),
    // The daily practice reminder (issue 29): the hour (0-23, in time_zone) it is due, null when off;
    // and the learner's calendar day it was last sent, so the cron sends at most one a day.
    reminderHour: integer("reminder_hour"),
    reminderSentDay: text("reminder_sent_day"),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    // The cron reads only learners with reminders on.
    index("users_reminder_hour_idx").on(t.reminderHour),
  ],
);

// Web Push subscriptions (one per browser), kept with the account; a push service's 404/410 deletes one.
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    endpoint: text("endpoint").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The browser's keys, kept for a future push with a payload (RFC 8291); payload-less pushes need neither.
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

export const sessions = sqliteTable(
  "sessions",
  {
    // SHA-256 (hex) of the token in the cookie; the token itself is never stored.
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const passwordResetTokens = sqliteTable(
  "password_reset_tokens",
  {
    // SHA-256 (hex) of the token handed to the learner.
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

export const emailVerificationTokens = sqliteTable(
  "email_verification_tokens",
  {
    // SHA-256 (hex) of the token in the mailed link.
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("email_verification_tokens_user_idx").on(t.userId)],
);

// Fixed-window counters for limits on abuse, keyed by what is limited ("reset-mail:<address>",
// "signup:<ip>", "tts-chars:<user id>", ...). One row per key; a new window resets the count.
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStartedAt: integer("window_started_at").notNull(),
});

// Trials given, by SHA-256 of the address (not the address itself): a trial is given once per address,
// even after the account is deleted and the address signs up again. Only a hash stays behind.
export const trialClaims = sqliteTable("trial_claims", {
  emailHash: text("email_hash").primaryKey(),
  trialStartedAt: integer("trial_started_at").notNull(),
  trialEndsAt: integer("trial_ends_at").notNull(),
});

// Failed sign-in counters, keyed by "email:<address>" or "ip:<address>".
export const loginAttempts = sqliteTable("login_attempts", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull(),
  windowStartedAt: integer("window_started_at").notNull(),
  lockedUntil: integer("locked_until"),
});

// One row per linked OAuth identity; a learner may link several providers.
export const oauthAccounts = sqliteTable(
  "oauth_accounts",
  {
    provider: text("provider").notNull(),
    providerUserId: text("provider_user_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerUserId] }), index("oauth_accounts_user_idx").on(t.userId)],
);

export const sentences = sqliteTable(
  "sentences",
  {
    id: integer("id").primaryKey(),
    level: integer("level").notNull(),
    subsection: integer("subsection").notNull(),
    english: text("english").notNull(),
    // Empty text means the sentence is not offered in that language.
    italian: text("italian").notNull().default(""),
    spanish: text("spanish").notNull().default(""),
    french: text("french").notNull().default(""),
    german: text("german").notNull().default(""),
    russian: text("russian").notNull().default(""),
  },
  (t) => [index("sentences_level_idx").on(t.level, t.subsection)],
);

export const progress = sqliteTable(
  "progress",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    currentSequence: text("current_sequence", { mode: "json" }).$type<number[]>().notNull(),
    currentPosition: integer("current_position").notNull().default(0),
    points: integer("points").notNull().default(0),
    streak: integer("streak").notNull().default(0),
    // Repetitions of the live sequence only (at most 20 entries): a graduated sentence has exactly 20.
    repetitionCounts: text("repetition_counts", { mode: "json" }).$type<Record<string, number>>().notNull(),
    // No longer written (always []): the review pile is the learner's review_items, in graduation
    // order, and its size is `graduated_count`. Kept so old rows and old code read safely.
    reviewPile: text("review_pile", { mode: "json" }).$type<number[]>().notNull(),
    graduatedCount: integer("graduated_count").notNull().default(0),
    // Calendar day (YYYY-MM-DD, learner's time zone) of the last practice, for the streak rule.
    lastPracticeDay: text("last_practice_day"),
    lastPracticeAt: integer("last_practice_at"),
    highestSentenceId: integer("highest_sentence_id").notNull().default(0),
    totalRepetitions: integer("total_repetitions").notNull().default(0),
    // When `points` last changed: the leaderboard's tie-break (earliest to reach the score wins).
    pointsReachedAt: integer("points_reached_at"),
    // Optimistic concurrency: every write replaces it, and a write only lands if it still
    // holds the value the writer read.
    revision: text("revision").notNull(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("progress_user_language_unique").on(t.userId, t.language),
    index("progress_language_points_idx").on(t.language, t.points),
  ],
);

export const reviewItems = sqliteTable(
  "review_items",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    sentenceId: integer("sentence_id").notNull(),
    nextReview: integer("next_review").notNull(),
    interval: integer("interval").notNull(),
    easeFactor: real("ease_factor").notNull(),
    // FSRS memory state, kept beside the SM-2 fields while the learner reviews with FSRS; null when
    // never reviewed under FSRS (or since an SM-2 review): then it is rebuilt from the review log.
    fsrsStability: real("fsrs_stability"),
    fsrsDifficulty: real("fsrs_difficulty"),
    fsrsReps: integer("fsrs_reps"),
    fsrsLapses: integer("fsrs_lapses"),
    fsrsState: integer("fsrs_state"),
    fsrsLastReview: integer("fsrs_last_review"),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.language, t.sentenceId] }),
    index("review_items_due_idx").on(t.userId, t.language, t.nextReview),
  ],
);

// Practice batches already applied, by the client's idempotency key: a retried batch is applied once.
export const practiceBatches = sqliteTable(
  "practice_batches",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    batchId: text("batch_id").notNull(),
    language: text("language").notNull(),
    steps: integer("steps").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.batchId] })],
);

// Repetitions (Continues) per calendar day of the learner (YYYY-MM-DD, their time zone, as the streak),
// per language: the daily goal's count and the heatmap's practice. Written in the same batch as the
// progress write it counts, and only if that write landed.
export const practiceDays = sqliteTable(
  "practice_days",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    day: text("day").notNull(),
    repetitions: integer("repetitions").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.language, t.day] })],
);

// Every grading, appended and never rewritten: the source of the forecast, heatmap and analytics.
export const reviewLog = sqliteTable(
  "review_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    sentenceId: integer("sentence_id").notNull(),
    grade: integer("grade").notNull(),
    reviewedAt: integer("reviewed_at").notNull(),
    interval: integer("interval").notNull(),
    easeFactor: real("ease_factor").notNull(),
    nextReview: integer("next_review").notNull(),
  },
  (t) => [index("review_log_user_time_idx").on(t.userId, t.reviewedAt)],
);

export const subscriptions = sqliteTable(
  "subscriptions",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    // Stripe's subscription status: incomplete, active, trialing, past_due, canceled, unpaid, ...
    status: text("status").notNull().default("incomplete"),
    cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
    currentPeriodEnd: integer("current_period_end"),
    priceId: text("price_id"),
    // Creation time (ms) of the newest Stripe event applied: an older event never overwrites it.
    stripeUpdatedAt: integer("stripe_updated_at"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("subscriptions_customer_unique").on(t.stripeCustomerId),
    index("subscriptions_subscription_idx").on(t.stripeSubscriptionId),
  ],
);

// Stripe event ids already applied, so a redelivered event is a no-op.
export const processedStripeEvents = sqliteTable("processed_stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: integer("processed_at").notNull(),
});

export const conversationLines = sqliteTable(
  "conversation_lines",
  {
    id: integer("id").primaryKey(),
    conversationId: integer("conversation_id").notNull(),
    // The course level (1-5) the conversation is written for, from the content files.
    level: integer("level").notNull().default(1),
    topic: text("topic").notNull(),
    speaker: text("speaker").notNull(),
    english: text("english").notNull(),
    italian: text("italian").notNull().default(""),
    spanish: text("spanish").notNull().default(""),
    french: text("french").notNull().default(""),
    german: text("german").notNull().default(""),
    russian: text("russian").notNull().default(""),
  },
  (t) => [
    index("conversation_lines_conversation_idx").on(t.conversationId),
    index("conversation_lines_level_idx").on(t.level, t.id),
  ],
);

/** A learner's place in one level's conversations (ConversationState in app/domain/conversation.ts). */
export interface ConversationLevelState {
  currentSequence: number;
  currentLineId: number;
  repetitionCount: number;
  totalPoints: number;
}

export const conversationProgress = sqliteTable(
  "conversation_progress",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    currentSequence: integer("current_sequence").notNull().default(1),
    currentLineId: integer("current_line_id").notNull().default(1),
    currentTopic: text("current_topic"),
    repetitionCount: integer("repetition_count").notNull().default(0),
    totalPoints: integer("total_points").notNull().default(0),
    // What the leaderboard, leagues and points achievements count: a conversation's points once per
    // conversation per day (app/domain/conversation.ts countedPoints). `total_points` keeps the spec's
    // 10 per line on every Continue for the conversation's own total.
    rankedPoints: integer("ranked_points").notNull().default(0),
    countedDay: text("counted_day"),
    countedConversations: text("counted_conversations", { mode: "json" }).$type<number[]>().notNull().default([]),
    streak: integer("streak").notNull().default(0),
    lastPracticeDay: text("last_practice_day"),
    // The place in each level, keyed "1".."5" (decision: progress is kept per level). One row per
    // learner and language stays, so the leaderboard and the stats keep joining one row: total_points
    // and repetition_count are the language's totals, and current_* the level continued last.
    levels: text("levels", { mode: "json" }).$type<Record<string, ConversationLevelState>>().notNull().default({}),
    revision: text("revision").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.language] })],
);

// One row per learner and language, written by the learner's Durable Object (app/learner/) at most
// once every few seconds: what everything cross-learner reads (the leaderboard cron, the admin's
// analytics), so nothing ever reads another learner's object or their practice history.
export const learnerSummaries = sqliteTable(
  "learner_summaries",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    // Whether the learner has a pyramid in the language (a row may exist for conversations alone).
    started: integer("started", { mode: "boolean" }).notNull().default(false),
    // Pyramid points; conversation points apart (the leaderboard adds them, the language averages do not).
    points: integer("points").notNull().default(0),
    conversationPoints: integer("conversation_points").notNull().default(0),
    // The stored streak and its last day (learner's calendar); alive while the last practice is recent.
    streak: integer("streak").notNull().default(0),
    // Freezes held after last_practice_day: each missed day since uses one (app/domain/streak-freeze.ts).
    streakFreezes: integer("streak_freezes").notNull().default(0),
    lastPracticeDay: text("last_practice_day"),
    lastPracticeAt: integer("last_practice_at"),
    graduatedCount: integer("graduated_count").notNull().default(0),
    highestSentenceId: integer("highest_sentence_id").notNull().default(0),
    totalRepetitions: integer("total_repetitions").notNull().default(0),
    reviewsTotal: integer("reviews_total").notNull().default(0),
    // Gradings per UTC day of the last 30 days ({"YYYY-MM-DD": n}), for the admin's reviews per day.
    reviewsByDay: text("reviews_by_day", { mode: "json" }).$type<Record<string, number>>().notNull(),
    // XP (pyramid + conversation points) earned since Monday 00:00 UTC of the week starting at xp_week_start.
    xpWeek: integer("xp_week").notNull().default(0),
    xpWeekStart: integer("xp_week_start").notNull().default(0),
    // The week's first XP in the language (joining the week's league: the earliest over languages)
    // and when its week XP last grew (the league's tie-break: the latest over languages).
    xpWeekFirstAt: integer("xp_week_first_at"),
    xpWeekReachedAt: integer("xp_week_reached_at"),
    pointsReachedAt: integer("points_reached_at"),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.language] }),
    // The cron ranks one language at a time; analytics (admin, rare) may scan.
    index("learner_summaries_language_points_idx").on(t.language, t.points),
    // The leagues' pass reads this week's rows only, grouped by learner.
    index("learner_summaries_week_idx").on(t.xpWeekStart, t.userId),
  ],
);

// Weekly leagues (issue 29; rules in app/domain/league.ts, the cron in workers/leagues.ts). Weeks are
// named by their Monday 00:00 UTC (ms); tiers are indexes into TIERS (0 the lowest).

// A learner's tier for the coming weeks, written by a week's close. No row: the lowest tier.
export const leagueTiers = sqliteTable("league_tiers", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tier: integer("tier").notNull(),
  // The week whose close set it.
  week: integer("week").notNull(),
});

// The groups of a week, numbered from 1 within each tier in the order they were opened.
export const leagueGroups = sqliteTable(
  "league_groups",
  {
    week: integer("week").notNull(),
    tier: integer("tier").notNull(),
    number: integer("number").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.week, t.tier, t.number] })],
);

// Who is in which group this week, with the standings the cron last computed; past weeks are kept
// (the last result's group).
export const leagueMembers = sqliteTable(
  "league_members",
  {
    week: integer("week").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tier: integer("tier").notNull(),
    groupNumber: integer("group_number").notNull(),
    xp: integer("xp").notNull(),
    // First XP of the week (the order of joining) and when the week's XP last grew (the tie-break).
    firstAt: integer("first_at").notNull(),
    reachedAt: integer("reached_at").notNull(),
    rank: integer("rank").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.week, t.userId] }),
    index("league_members_group_idx").on(t.week, t.tier, t.groupNumber, t.rank),
  ],
);

// A week's outcome per learner, written once by the close (a repeated or resumed close writes nothing new).
export const leagueResults = sqliteTable(
  "league_results",
  {
    week: integer("week").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tier: integer("tier").notNull(),
    groupNumber: integer("group_number").notNull(),
    rank: integer("rank").notNull(),
    xp: integer("xp").notNull(),
    movement: text("movement", { enum: ["up", "down", "stay"] }).notNull(),
    newTier: integer("new_tier").notNull(),
    // When the learner dismissed it on /leagues: the page shows a result once.
    seenAt: integer("seen_at"),
  },
  (t) => [primaryKey({ columns: [t.week, t.userId] }), index("league_results_group_idx").on(t.week, t.tier, t.groupNumber)],
);

// The weeks that have leagues, and each one's close, resumable: the final standings are taken once
// (final_at), then groups are closed in (tier, number) order in chunks, the cursor moving in the same
// transaction as the chunk's results; closed_at is set when every group is done.
export const leagueWeeks = sqliteTable("league_weeks", {
  week: integer("week").primaryKey(),
  finalAt: integer("final_at"),
  cursorTier: integer("cursor_tier").notNull().default(-1),
  cursorGroup: integer("cursor_group").notNull().default(0),
  closedAt: integer("closed_at"),
});

// Written by the cron (workers/leaderboard.ts), read by GET /api/leaderboard.
export const leaderboardEntries = sqliteTable(
  "leaderboard_entries",
  {
    language: text("language").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rank: integer("rank").notNull(),
    anonymousName: text("anonymous_name").notNull(),
    level: integer("level").notNull(),
    points: integer("points").notNull(),
    streak: integer("streak").notNull(),
    computedAt: integer("computed_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.userId] }), index("leaderboard_language_rank_idx").on(t.language, t.rank)],
);

export type User = typeof users.$inferSelect;
export type Sentence = typeof sentences.$inferSelect;
export type ProgressRow = typeof progress.$inferSelect;
