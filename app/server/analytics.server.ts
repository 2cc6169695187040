// Admin analytics (spec section 3 "Analytics response"), every figure a SQL aggregate over the
// accounts and the learner summaries (one row per learner and language, written by each learner's
// object at most SUMMARY_EVERY_MS after a change), never over anyone's practice. Definitions:
// - premiumUsers: learners with a paying Stripe subscription whose period has not ended;
// - trialUsers.active / expired / total: trials running now / ended / ever started;
// - trialUsers.convertedToFree: ended trials of learners who are not paying;
// - freeUsers: everyone else (neither paying nor in an active trial);
// - userProgress.activeUsers: learners who practised in the last 7 days;
// - userProgress.completedSentences: sentences graduated to review, over all learners and languages;
// - userProgress.totalProgress: points earned, over all learners and languages (pyramid + conversations);
// - userProgress.totalReviews: gradings ever;
// - languageStats: learners with a pyramid in the language, and their average pyramid points;
// - reviewsPerDay: gradings per UTC day, the last 30 days.
import {
  and,
  asc,
  avg,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  notInArray,
  or,
  sql,
  sum,
  type SQL,
} from "drizzle-orm";
import type { AnalyticsView } from "../domain/analytics-view";
import { LANGUAGES, type Language } from "../domain/languages";
import { schema, type Database } from "./db.server";
import { DAY_MS } from "../domain/time";

const PAYING = ["active", "trialing", "past_due"];

/** The shape lives in app/domain, where the analytics screen's components read it. */
export type AnalyticsResponse = AnalyticsView;

/** How many rows meet the condition (a CASE inside SUM: several counts in one pass). */
function tally(condition: SQL | undefined): SQL<number | null> {
  return sql<number | null>`SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END)`;
}

export async function getAnalytics(db: Database, now: number): Promise<AnalyticsResponse> {
  const { users: u, subscriptions: s, learnerSummaries: m, sentences: t } = schema;
  const paying = db
    .select({ userId: s.userId })
    .from(s)
    .where(and(inArray(s.status, PAYING), or(isNull(s.currentPeriodEnd), gt(s.currentPeriodEnd, now))));
  const trialRunning = gt(u.trialEndsAt, now);
  const trialEnded = lte(u.trialEndsAt, now);
  // Points per learner over pyramids and conversations; the streak only while it is unbroken (each
  // freeze held covers one more missed day).
  const recentStreak = sql<number>`CASE WHEN ${m.lastPracticeAt} >= ${now - 2 * DAY_MS} - ${m.streakFreezes} * ${DAY_MS} THEN ${m.streak} ELSE 0 END`;
  const totals = db
    .select({
      userId: m.userId,
      points: sql<number>`SUM(${m.points} + ${m.conversationPoints})`.as("points"),
      streak: sql<number>`MAX(${recentStreak})`.as("streak"),
    })
    .from(m)
    .groupBy(m.userId)
    .as("totals");
  const since = now - 30 * DAY_MS;
  const sinceDay = new Date(since).toISOString().slice(0, 10);
  // Gradings per UTC day: every summary's last 30 days ({"YYYY-MM-DD": n}) unfolded and added up.
  const byDay = sql`json_each(${m.reviewsByDay}) AS d`;
  const dayKey = sql<string>`d.key`;
  const [users, active, sums, sentences, languages, top, recent, days] = await db.batch([
    db
      .select({
        total: count(),
        premium: tally(inArray(u.id, paying)),
        trialActive: tally(and(trialRunning, notInArray(u.id, paying))),
        trialRunning: tally(trialRunning),
        trialExpired: tally(trialEnded),
        trialToFree: tally(and(trialEnded, notInArray(u.id, paying))),
        trialTotal: tally(isNotNull(u.trialStartedAt)),
      })
      .from(u),
    db
      .select({ n: countDistinct(m.userId) })
      .from(m)
      .where(gte(m.lastPracticeAt, now - 7 * DAY_MS)),
    db
      .select({
        completed: sum(m.graduatedCount),
        points: sql<number>`SUM(${m.points} + ${m.conversationPoints})`,
        reviews: sum(m.reviewsTotal),
      })
      .from(m),
    db.select(Object.fromEntries(LANGUAGES.map((language) => [language, tally(ne(t[language], ""))]))).from(t),
    db
      .select({ language: m.language, users: count(), avg: avg(m.points) })
      .from(m)
      .where(eq(m.started, true))
      .groupBy(m.language),
    db
      .select({
        id: u.id,
        email: u.email,
        totalPoints: totals.points,
        totalStreak: totals.streak,
        premiumStatus: sql<
          AnalyticsResponse["topUsers"][number]["premiumStatus"]
        >`CASE WHEN ${inArray(u.id, paying)} THEN 'premium'
          WHEN ${trialRunning} THEN 'trial' ELSE 'free' END`,
      })
      .from(totals)
      .innerJoin(u, eq(u.id, totals.userId))
      .orderBy(desc(totals.points), asc(u.id))
      .limit(10),
    db
      .select({ userId: m.userId, email: u.email, language: m.language, points: m.points, lastActivity: m.lastPracticeAt })
      .from(m)
      .innerJoin(u, eq(u.id, m.userId))
      .where(isNotNull(m.lastPracticeAt))
      .orderBy(desc(m.lastPracticeAt))
      .limit(20),
    db
      .select({ day: dayKey, count: sql<number>`SUM(d.value)` })
      .from(sql`${m}, ${byDay}`)
      .where(sql`${dayKey} > ${sinceDay}`)
      .groupBy(dayKey),
  ]);

  const userCounts = users[0];
  const totalUsers = Number(userCounts?.total ?? 0);
  const premiumUsers = Number(userCounts?.premium ?? 0);
  const trialActive = Number(userCounts?.trialActive ?? 0);
  const sentenceRow = (sentences[0] ?? {}) as Record<string, number | null>;
  const languageRows = new Map(languages.map((r) => [r.language, r]));
  const dayCounts = new Map(days.map((r) => [r.day, Number(r.count)]));

  return {
    totalUsers,
    premiumUsers,
    freeUsers: totalUsers - premiumUsers - trialActive,
    trialUsers: {
      active: Number(userCounts?.trialRunning ?? 0),
      expired: Number(userCounts?.trialExpired ?? 0),
      convertedToFree: Number(userCounts?.trialToFree ?? 0),
      total: Number(userCounts?.trialTotal ?? 0),
    },
    userProgress: {
      activeUsers: Number(active[0]?.n ?? 0),
      completedSentences: Number(sums[0]?.completed ?? 0),
      totalProgress: Number(sums[0]?.points ?? 0),
      totalReviews: Number(sums[0]?.reviews ?? 0),
    },
    totalSentences: Object.fromEntries(LANGUAGES.map((l) => [l, Number(sentenceRow[l] ?? 0)])) as Record<Language, number>,
    languageStats: Object.fromEntries(
      LANGUAGES.map((l) => {
        const row = languageRows.get(l);
        return [l, { users: row?.users ?? 0, avgProgress: Math.round(Number(row?.avg ?? 0) * 10) / 10 }];
      }),
    ) as Record<Language, { users: number; avgProgress: number }>,
    topUsers: top.map((r) => ({ ...r, totalPoints: Number(r.totalPoints), totalStreak: Number(r.totalStreak) })),
    recentActivity: recent.map((r) => ({
      ...r,
      language: r.language as Language,
      lastActivity: new Date(r.lastActivity ?? 0).toISOString(),
    })),
    reviewsPerDay: Array.from({ length: 30 }, (_, i) => {
      const day = new Date(since + (i + 1) * DAY_MS).toISOString().slice(0, 10);
      return { day, count: dayCounts.get(day) ?? 0 };
    }),
  };
}
