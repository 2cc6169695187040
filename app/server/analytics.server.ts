// Admin analytics (spec section 3 "Analytics response"), every figure a SQL aggregate. Definitions:
// - premiumUsers: learners with a paying Stripe subscription whose period has not ended;
// - trialUsers.active / expired / total: trials running now / ended / ever started;
// - trialUsers.convertedToFree: ended trials of learners who are not paying;
// - freeUsers: everyone else (neither paying nor in an active trial);
// - userProgress.activeUsers: learners who practised in the last 7 days;
// - userProgress.completedSentences: sentences graduated to review, over all learners and languages;
// - userProgress.totalProgress: points earned, over all learners and languages (pyramid + conversations);
// - userProgress.totalReviews: gradings in the review log.
import { LANGUAGES, type Language } from "../domain/languages";

const PAYING = "('active', 'trialing', 'past_due')";
const DAY_MS = 24 * 60 * 60 * 1000;

export interface AnalyticsResponse {
  totalUsers: number;
  premiumUsers: number;
  freeUsers: number;
  trialUsers: { active: number; expired: number; convertedToFree: number; total: number };
  userProgress: { activeUsers: number; completedSentences: number; totalProgress: number; totalReviews: number };
  totalSentences: Record<Language, number>;
  languageStats: Record<Language, { users: number; avgProgress: number }>;
  topUsers: {
    id: number;
    email: string;
    totalPoints: number;
    totalStreak: number;
    premiumStatus: "premium" | "trial" | "free";
  }[];
  recentActivity: { userId: number; email: string; language: Language; points: number; lastActivity: string }[];
  /** Gradings per day for the last 30 days (oldest first), for the activity chart. */
  reviewsPerDay: { day: string; count: number }[];
}

export async function getAnalytics(d1: D1Database, now: number): Promise<AnalyticsResponse> {
  const paying = `SELECT user_id FROM subscriptions WHERE status IN ${PAYING} AND (current_period_end IS NULL OR current_period_end > ?1)`;
  const pointsPerUser = `
    SELECT user_id, SUM(points) AS points, MAX(streak) AS streak FROM (
      SELECT user_id, points, CASE WHEN last_practice_at >= ?1 - ${2 * DAY_MS} THEN streak ELSE 0 END AS streak FROM progress
      UNION ALL SELECT user_id, total_points, 0 FROM conversation_progress
    ) GROUP BY user_id`;
  const perLanguage = LANGUAGES.map((l) => `SUM(CASE WHEN ${l} <> '' THEN 1 ELSE 0 END) AS ${l}`).join(", ");
  const since = now - 30 * DAY_MS;
  const [users, progressTotals, reviews, sentences, languages, top, recent, perDay] = await d1.batch([
    d1
      .prepare(
        `SELECT COUNT(*) AS total,
           SUM(CASE WHEN id IN (${paying}) THEN 1 ELSE 0 END) AS premium,
           SUM(CASE WHEN trial_ends_at > ?1 AND id NOT IN (${paying}) THEN 1 ELSE 0 END) AS trial_active,
           SUM(CASE WHEN trial_ends_at > ?1 THEN 1 ELSE 0 END) AS trial_running,
           SUM(CASE WHEN trial_ends_at <= ?1 THEN 1 ELSE 0 END) AS trial_expired,
           SUM(CASE WHEN trial_ends_at <= ?1 AND id NOT IN (${paying}) THEN 1 ELSE 0 END) AS trial_to_free,
           SUM(CASE WHEN trial_started_at IS NOT NULL THEN 1 ELSE 0 END) AS trial_total
         FROM users`,
      )
      .bind(now),
    d1
      .prepare(
        `SELECT
           (SELECT COUNT(DISTINCT user_id) FROM progress WHERE last_practice_at >= ?1 - ${7 * DAY_MS}) AS active,
           (SELECT COALESCE(SUM(graduated_count), 0) FROM progress) AS completed,
           (SELECT COALESCE(SUM(points), 0) FROM progress) + (SELECT COALESCE(SUM(total_points), 0) FROM conversation_progress) AS total_progress`,
      )
      .bind(now),
    d1.prepare("SELECT COUNT(*) AS n FROM review_log"),
    d1.prepare(`SELECT ${perLanguage} FROM sentences`),
    d1.prepare("SELECT language, COUNT(*) AS users, AVG(points) AS avg FROM progress GROUP BY language"),
    d1
      .prepare(
        `SELECT u.id, u.email, t.points AS totalPoints, t.streak AS totalStreak,
           CASE WHEN u.id IN (${paying}) THEN 'premium' WHEN u.trial_ends_at > ?1 THEN 'trial' ELSE 'free' END AS premiumStatus
         FROM (${pointsPerUser}) t JOIN users u ON u.id = t.user_id
         ORDER BY t.points DESC, u.id ASC LIMIT 10`,
      )
      .bind(now),
    d1.prepare(
      `SELECT p.user_id AS userId, u.email, p.language, p.points, p.last_practice_at AS lastActivity
       FROM progress p JOIN users u ON u.id = p.user_id
       WHERE p.last_practice_at IS NOT NULL ORDER BY p.last_practice_at DESC LIMIT 20`,
    ),
    d1
      .prepare(
        `SELECT date(reviewed_at / 1000, 'unixepoch') AS day, COUNT(*) AS count FROM review_log
         WHERE reviewed_at >= ? GROUP BY day ORDER BY day`,
      )
      .bind(since),
  ]);

  const u = (users?.results[0] ?? {}) as Record<string, number | null>;
  const p = (progressTotals?.results[0] ?? {}) as Record<string, number | null>;
  const totalUsers = Number(u.total ?? 0);
  const premiumUsers = Number(u.premium ?? 0);
  const trialActive = Number(u.trial_active ?? 0);
  const sentenceRow = (sentences?.results[0] ?? {}) as Record<string, number | null>;
  const languageRows = new Map(
    ((languages?.results ?? []) as { language: Language; users: number; avg: number | null }[]).map((r) => [r.language, r]),
  );
  const dayCounts = new Map(((perDay?.results ?? []) as { day: string; count: number }[]).map((r) => [r.day, r.count]));

  return {
    totalUsers,
    premiumUsers,
    freeUsers: totalUsers - premiumUsers - trialActive,
    trialUsers: {
      active: Number(u.trial_running ?? 0),
      expired: Number(u.trial_expired ?? 0),
      convertedToFree: Number(u.trial_to_free ?? 0),
      total: Number(u.trial_total ?? 0),
    },
    userProgress: {
      activeUsers: Number(p.active ?? 0),
      completedSentences: Number(p.completed ?? 0),
      totalProgress: Number(p.total_progress ?? 0),
      totalReviews: Number((reviews?.results[0] as { n: number } | undefined)?.n ?? 0),
    },
    totalSentences: Object.fromEntries(LANGUAGES.map((l) => [l, Number(sentenceRow[l] ?? 0)])) as Record<Language, number>,
    languageStats: Object.fromEntries(
      LANGUAGES.map((l) => {
        const row = languageRows.get(l);
        return [l, { users: row?.users ?? 0, avgProgress: Math.round((row?.avg ?? 0) * 10) / 10 }];
      }),
    ) as Record<Language, { users: number; avgProgress: number }>,
    topUsers: (top?.results ?? []) as AnalyticsResponse["topUsers"],
    recentActivity: (
      (recent?.results ?? []) as { userId: number; email: string; language: Language; points: number; lastActivity: number }[]
    ).map((r) => ({ ...r, lastActivity: new Date(r.lastActivity).toISOString() })),
    reviewsPerDay: Array.from({ length: 30 }, (_, i) => {
      const day = new Date(since + (i + 1) * DAY_MS).toISOString().slice(0, 10);
      return { day, count: dayCounts.get(day) ?? 0 };
    }),
  };
}
