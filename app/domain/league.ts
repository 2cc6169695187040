// Weekly leagues (issue 29): a week's XP in small groups of one tier, promotion and demotion at the
// week's end. Pure rules, time passed in. The cron (workers/leagues.ts) says the same rules in SQL
// over every learner at once; it takes its numbers from here, and the integration tests compare the
// two on the same groups.
import { DAY_MS, WEEK_MS } from "./time";

/** The tiers, lowest first: the stones of a pyramid, from the sand it stands on to its gilded capstone. */
export const TIERS = [
  "Sand",
  "Clay",
  "Mudbrick",
  "Limestone",
  "Sandstone",
  "Granite",
  "Basalt",
  "Marble",
  "Alabaster",
  "Gold",
] as const;
export type TierName = (typeof TIERS)[number];

export const LOWEST_TIER = 0;
export const TOP_TIER = TIERS.length - 1;
/** Learners per group at most. */
export const GROUP_SIZE = 30;
/** The top of a group that moves up at the week's end (none from the top tier). */
export const PROMOTED = 7;
/** The bottom of a group that moves down (none from the lowest tier, none from a small group). */
export const DEMOTED = 5;
/** A group smaller than this demotes nobody: a handful of learners is no race to lose. */
export const MIN_GROUP_TO_DEMOTE = 10;

export type Movement = "up" | "down" | "stay";

/** Monday 00:00 UTC of the week holding `now`. */
export function weekStartOf(now: number): number {
  const day = Math.floor(now / DAY_MS);
  // Day 0 (1970-01-01) was a Thursday: the Monday-based weekday is (day + 3) % 7.
  return (day - ((day + 3) % 7)) * DAY_MS;
}

/** The next Monday 00:00 UTC: when the week holding `now` closes. */
export function weekEndOf(now: number): number {
  return weekStartOf(now) + WEEK_MS;
}

/** A week's name in the API and the page: the date of its Monday (YYYY-MM-DD). */
export function weekLabel(weekStart: number): string {
  return new Date(weekStart).toISOString().slice(0, 10);
}

/** A stored tier as a valid index (a learner without a row is in the lowest). */
export function clampTier(tier: number | null | undefined): number {
  if (tier === null || tier === undefined || !Number.isInteger(tier)) return LOWEST_TIER;
  return Math.min(TOP_TIER, Math.max(LOWEST_TIER, tier));
}

export function tierName(tier: number | null | undefined): TierName {
  return TIERS[clampTier(tier)]!;
}

export function tierAfter(tier: number, movement: Movement): number {
  return clampTier(tier + (movement === "up" ? 1 : movement === "down" ? -1 : 0));
}

export interface Standing {
  userId: number;
  xp: number;
  /** When the learner's week XP last grew: of two with the same XP, who got there first ranks higher. */
  reachedAt: number | null;
}

/** Standings order: more XP first, then who reached it first, then the older account (a stable last word). */
export function compareStandings(a: Standing, b: Standing): number {
  if (a.xp !== b.xp) return b.xp - a.xp;
  const ra = a.reachedAt ?? Number.MAX_SAFE_INTEGER;
  const rb = b.reachedAt ?? Number.MAX_SAFE_INTEGER;
  if (ra !== rb) return ra - rb;
  return a.userId - b.userId;
}

export function rankGroup<T extends Standing>(members: readonly T[]): (T & { rank: number })[] {
  return [...members].sort(compareStandings).map((m, i) => ({ ...m, rank: i + 1 }));
}

/** How many of a group of `size` in `tier` move up at the week's end. */
export function promotionCount(size: number, tier: number): number {
  return tier >= TOP_TIER ? 0 : Math.min(PROMOTED, size);
}

/** How many move down: the bottom 5 below the promoted ones, none in the lowest tier or a small group. */
export function demotionCount(size: number, tier: number): number {
  if (tier <= LOWEST_TIER || size < MIN_GROUP_TO_DEMOTE) return 0;
  return Math.max(0, Math.min(DEMOTED, size - promotionCount(size, tier)));
}

/** The zone a rank is in while the week runs (the page colours it; the learn screen toasts the first). */
export function zoneOf(rank: number, size: number, tier: number): "promotion" | "demotion" | null {
  if (rank <= promotionCount(size, tier)) return "promotion";
  if (rank > size - demotionCount(size, tier)) return "demotion";
  return null;
}

/** The week's close for one learner: a learner without XP keeps their tier (nothing to lose a race with). */
export function movementOf(rank: number, size: number, tier: number, xp: number): Movement {
  const zone = zoneOf(rank, size, tier);
  if (zone === "promotion") return "up";
  if (zone === "demotion" && xp > 0) return "down";
  return "stay";
}

export interface GroupResult {
  userId: number;
  rank: number;
  xp: number;
  movement: Movement;
  tier: number;
  newTier: number;
}

/** Closes one group of `tier`: the final ranks and where each member goes. */
export function closeGroup(members: readonly Standing[], tier: number): GroupResult[] {
  return rankGroup(members).map(({ userId, rank, xp }) => {
    const movement = movementOf(rank, members.length, tier, xp);
    return { userId, rank, xp, movement, tier, newTier: tierAfter(tier, movement) };
  });
}

/** The last (newest) group of a tier this week, as the joiners find it. */
export interface OpenGroup {
  number: number;
  size: number;
}

/**
 * The group the `ordinal`-th joiner (1-based, in order of joining) of a tier goes to: first the room
 * left in the tier's newest group, then new groups of GROUP_SIZE numbered on from it. The cron
 * computes exactly this in SQL over ROW_NUMBER(); this is the statement of the rule.
 */
export function groupNumberFor(ordinal: number, last: OpenGroup | null): number {
  const lastNumber = last?.number ?? 0;
  const room = last ? Math.max(0, GROUP_SIZE - last.size) : 0;
  if (ordinal <= room) return lastNumber;
  return lastNumber + 1 + Math.floor((ordinal - room - 1) / GROUP_SIZE);
}

export interface Joiner {
  userId: number;
  /** The learner's first XP of the week: the order of joining. */
  firstAt: number;
}

/** Order of joining: first XP first, the older account on a tie. */
export function compareJoiners(a: Joiner, b: Joiner): number {
  return a.firstAt - b.firstAt || a.userId - b.userId;
}

/** Places this run's joiners of one tier in groups (numbers from 1), filling in order of joining. */
export function assignGroups(joiners: readonly Joiner[], last: OpenGroup | null): { userId: number; group: number }[] {
  return [...joiners].sort(compareJoiners).map((j, i) => ({ userId: j.userId, group: groupNumberFor(i + 1, last) }));
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd, 101st ... */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = { 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th";
  return `${n}${suffix}`;
}

/** "You finished 3rd: up to Clay" — last week's result in words. */
export function resultSentence(rank: number, tier: number, movement: Movement): string {
  const place = `You finished ${ordinal(rank)}`;
  if (movement === "stay") return `${place}: you stay in ${tierName(tier)}`;
  return `${place}: ${movement} to ${tierName(tierAfter(tier, movement))}`;
}

/** The time left in the week, as a person says it: "3 days 4 hours", "5 hours", "less than an hour". */
export function timeLeftWords(now: number): string {
  const left = Math.max(0, weekEndOf(now) - now);
  const days = Math.floor(left / DAY_MS);
  const hours = Math.floor((left % DAY_MS) / (DAY_MS / 24));
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (days > 0) return hours > 0 ? `${plural(days, "day")} ${plural(hours, "hour")}` : plural(days, "day");
  if (hours > 0) return plural(hours, "hour");
  return "less than an hour";
}

// What GET /api/league answers and the /leagues page shows (app/server/league.server.ts reads it).

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
