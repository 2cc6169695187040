// Admin analytics (spec section 3 "Analytics response"), every figure a SQL aggregate. Definitions:
// - premiumUsers: learners with a paying Stripe subscription whose period has not ended;
// - trialUsers.active / expired / total: trials running now / ended / ever started;
// - trialUsers.convertedToFree: ended trials of learners who are not paying;
// - freeUsers: everyone else (neither paying nor in an active trial);
// - userProgress.activeUsers: learners who practised in the last 7 days;
// - userProgress.completedSentences: sentences graduated to review, over all learners and languages;
// - userProgress.totalProgress: points earned, over all learners and languages (pyramid + conversations);
// - userProgress.totalReviews: gradings in the review log.
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
import { unionAll } from "drizzle-orm/sqlite-core";
import type { AnalyticsView } from "../domain/analytics-view";
import { LANGUAGES, type Language } from "../domain/languages";
import { getDb, schema } from "./db.server";
import { DAY_MS } from "../domain/time";

const PAYING = ["active", "trialing", "past_due"];

/** The shape lives in app/domain, where the analytics screen's components read it. */
export type AnalyticsResponse = AnalyticsView;

/** How many rows meet the condition (a CASE inside SUM: several counts in one pass). */
function tally(condition: SQL | undefined): SQL<number | null> {
  return sql<number | null>`SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END)`;
}

export async function getAnalytics(d1: D1Database, now: number): Promise<AnalyticsResponse> {
  const db = getDb(d1);
  const { users: u, subscriptions: s, progress: p, conversationProgress: c, reviewLog: l, sentences: t } = schema;
  const paying = db
    .select({ userId: s.userId })
    .from(s)
    .where(and(inArray(s.status, PAYING), or(isNull(s.currentPeriodEnd), gt(s.currentPeriodEnd, now))));
  const trialRunning = gt(u.trialEndsAt, now);
  const trialEnded = lte(u.trialEndsAt, now);
  // Points per learner over pyramids and conversations; the streak only while it is unbroken.
  const recentStreak = sql<number>`CASE WHEN ${p.lastPracticeAt} >= ${now - 2 * DAY_MS} THEN ${p.streak} ELSE 0 END`;
  const earned = unionAll(
    db.select({ userId: p.userId, points: p.points, streak: recentStreak.as("streak") }).from(p),
    db.select({ userId: c.userId, points: c.totalPoints, streak: sql<number>`0`.as("streak") }).from(c),
  ).as("earned");
  const totals = db
    .select({
      userId: earned.userId,
      points: sql<number>`SUM(${earned.points})`.as("points"),
      streak: sql<number>`MAX(${earned.streak})`.as("streak"),
    })
    .from(earned)
    .groupBy(earned.userId)
    .as("totals");
  const day = sql<string>`date(${l.reviewedAt} / 1000, 'unixepoch')`;
  const since = now - 30 * DAY_MS;
  const [users, active, progressSums, conversationSums, reviews, sentences, languages, top, recent, perDay] = await db.batch([
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
      .select({ n: countDistinct(p.userId) })
      .from(p)
      .where(gte(p.lastPracticeAt, now - 7 * DAY_MS)),
    db.select({ completed: sum(p.graduatedCount), points: sum(p.points) }).from(p),
    db.select({ points: sum(c.totalPoints) }).from(c),
    db.select({ n: count() }).from(l),
    db.select(Object.fromEntries(LANGUAGES.map((language) => [language, tally(ne(t[language], ""))]))).from(t),
    db
      .select({ language: p.language, users: count(), avg: avg(p.points) })
      .from(p)
      .groupBy(p.language),
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
      .select({ userId: p.userId, email: u.email, language: p.language, points: p.points, lastActivity: p.lastPracticeAt })
      .from(p)
      .innerJoin(u, eq(u.id, p.userId))
      .where(isNotNull(p.lastPracticeAt))
      .orderBy(desc(p.lastPracticeAt))
      .limit(20),
    db.select({ day, count: count() }).from(l).where(gte(l.reviewedAt, since)).groupBy(day).orderBy(day),
  ]);

  const userCounts = users[0];
  const totalUsers = Number(userCounts?.total ?? 0);
  const premiumUsers = Number(userCounts?.premium ?? 0);
  const trialActive = Number(userCounts?.trialActive ?? 0);
  const sentenceRow = (sentences[0] ?? {}) as Record<string, number | null>;
  const languageRows = new Map(languages.map((r) => [r.language, r]));
  const dayCounts = new Map(perDay.map((r) => [r.day, r.count]));

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
      completedSentences: Number(progressSums[0]?.completed ?? 0),
      totalProgress: Number(progressSums[0]?.points ?? 0) + Number(conversationSums[0]?.points ?? 0),
      totalReviews: Number(reviews[0]?.n ?? 0),
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
