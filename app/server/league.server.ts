// A learner's league this week (GET /api/league and the /leagues page), and dismissing last week's
// result. Reads what the cron wrote (workers/leagues.ts); names are the leaderboard's anonymous names.
import { and, asc, desc, eq, isNull, lt } from "drizzle-orm";
import { anonymousName } from "../domain/leaderboard";
import {
  GROUP_SIZE,
  PROMOTED,
  demotionCount,
  ordinal,
  promotionCount,
  tierName,
  weekEndOf,
  weekLabel,
  weekStartOf,
  zoneOf,
  type League,
  type LeagueScreen,
} from "../domain/league";
import { WEEK_MS } from "../domain/time";
import { schema, type Database } from "./db.server";

export async function leagueOf(db: Database, userId: number, now: number): Promise<LeagueScreen> {
  const { leagueMembers: m, leagueTiers: t, leagueResults: r } = schema;
  const week = weekStartOf(now);
  const [[member], [stored], [last]] = await Promise.all([
    db
      .select({ tier: m.tier, groupNumber: m.groupNumber })
      .from(m)
      .where(and(eq(m.week, week), eq(m.userId, userId))),
    db.select({ tier: t.tier }).from(t).where(eq(t.userId, userId)),
    db
      .select()
      .from(r)
      .where(and(eq(r.userId, userId), lt(r.week, week)))
      .orderBy(desc(r.week))
      .limit(1),
  ]);
  const tier = member?.tier ?? stored?.tier ?? 0;
  const group = member
    ? await db
        .select({ userId: m.userId, rank: m.rank, xp: m.xp })
        .from(m)
        .where(and(eq(m.week, week), eq(m.tier, member.tier), eq(m.groupNumber, member.groupNumber)))
        .orderBy(asc(m.rank), asc(m.userId))
    : [];
  const size = member ? group.length : GROUP_SIZE;
  // Only last week's: an older result is old news.
  const lastResult = last && last.week === week - WEEK_MS ? last : null;
  return {
    week: weekLabel(week),
    tier: tierName(tier),
    endsAt: new Date(weekEndOf(now)).toISOString(),
    promotionCount: promotionCount(size, tier),
    demotionCount: demotionCount(size, tier),
    standings: group.map((row, i) => ({
      // A newcomer placed since the last ranking has rank 0 until the next run: below the ranked.
      rank: row.rank > 0 ? row.rank : i + 1,
      name: anonymousName(row.userId),
      xp: row.xp,
      you: row.userId === userId,
    })),
    lastResult: lastResult
      ? {
          week: weekLabel(lastResult.week),
          tier: tierName(lastResult.tier),
          rank: lastResult.rank,
          movement: lastResult.movement,
        }
      : null,
    now,
    tierIndex: tier,
    resultUnseen: lastResult !== null && lastResult.seenAt === null,
  };
}

/** The API's answer: the page's fields a client needs, in the shape. */
export function leagueAnswer({ now: _n, tierIndex: _t, resultUnseen: _r, ...league }: LeagueScreen): League {
  return league;
}

/** "Got it" on last week's result: the page shows it once. */
export async function dismissLastResult(db: Database, userId: number, now: number): Promise<void> {
  const r = schema.leagueResults;
  await db
    .update(r)
    .set({ seenAt: now })
    .where(and(eq(r.userId, userId), eq(r.week, weekStartOf(now) - WEEK_MS), isNull(r.seenAt)));
}

/** The learn screen's toast while the learner is in their group's promotion zone (null otherwise). */
export interface PromotionToast {
  /** Week and tier: the screen says it once per zone entered, again only after leaving it. */
  key: string;
  title: string;
  description: string;
}

export async function promotionToast(db: Database, userId: number, now: number): Promise<PromotionToast | null> {
  const m = schema.leagueMembers;
  const week = weekStartOf(now);
  const [member] = await db
    .select({ tier: m.tier, groupNumber: m.groupNumber, rank: m.rank })
    .from(m)
    .where(and(eq(m.week, week), eq(m.userId, userId)));
  // Outside the zone by rank alone, whatever the group's size: no second read.
  if (!member || member.rank < 1 || member.rank > PROMOTED) return null;
  const { tier, rank } = member;
  const size = await db.$count(m, and(eq(m.week, week), eq(m.tier, tier), eq(m.groupNumber, member.groupNumber)));
  if (zoneOf(rank, size, tier) !== "promotion") return null;
  return {
    key: `${weekLabel(week)}:${tier}`,
    title: "Promotion zone!",
    description: `You're ${ordinal(rank)} in your ${tierName(tier)} league: stay in the top ${promotionCount(size, tier)} to move up to ${tierName(tier + 1)}.`,
  };
}
