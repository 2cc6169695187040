// A learner's league this week (GET /api/league and the /leagues page), and dismissing last week's
// result. Reads what the cron wrote (workers/leagues.ts); names are the leaderboard's anonymous names.
import { and, asc, desc, eq, isNull, lt } from "drizzle-orm";
import { anonymousName } from "../domain/leaderboard";
import {
  GROUP_SIZE,
  demotionCount,
  promotionCount,
  tierName,
  weekEndOf,
  weekLabel,
  weekStartOf,
  type Movement,
} from "../domain/league";
import { WEEK_MS } from "../domain/time";
import { schema, type Database } from "./db.server";

export interface LeagueStanding {
  rank: number;
  name: string;
  xp: number;
  you: boolean;
}

export interface LeagueResult {
  /** The Monday (YYYY-MM-DD) of the week the result closed. */
  week: string;
  /** The tier the learner raced in that week. */
  tier: string;
  rank: number;
  movement: Movement;
}

export interface League {
  /** This week's Monday (YYYY-MM-DD, UTC). */
  week: string;
  /** The learner's tier (their group's this week; otherwise the one their next group will have). */
  tier: string;
  /** When the week closes (ISO 8601, UTC). */
  endsAt: string;
  /** How many at the top move up and at the bottom move down (the learner's group, or a full one). */
  promotionCount: number;
  demotionCount: number;
  /** The learner's group, best first; empty until their first XP of the week is counted. */
  standings: LeagueStanding[];
  /** Last week's result, when the learner raced last week. */
  lastResult: LeagueResult | null;
}

/** The page's view: the API's answer, plus whether last week's result is still to be shown. */
export interface LeagueScreen extends League {
  now: number;
  tierIndex: number;
  resultUnseen: boolean;
}

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
