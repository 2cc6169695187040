import { describe, expect, it } from "vitest";
import {
  GROUP_SIZE,
  LOWEST_TIER,
  TIERS,
  TOP_TIER,
  assignGroups,
  closeGroup,
  demotionCount,
  groupNumberFor,
  movementOf,
  ordinal,
  promotionCount,
  rankGroup,
  resultSentence,
  tierAfter,
  tierName,
  timeLeftWords,
  weekEndOf,
  weekLabel,
  weekStartOf,
  zoneOf,
  type Standing,
} from "./league";

const members = (n: number, xpOf: (i: number) => number = (i) => 1000 - i): Standing[] =>
  Array.from({ length: n }, (_, i) => ({ userId: i + 1, xp: xpOf(i), reachedAt: 1000 + i }));

describe("weeks", () => {
  it("run from Monday 00:00 UTC to the next Monday", () => {
    const monday = Date.UTC(2026, 10, 23);
    expect(weekStartOf(monday)).toBe(monday);
    expect(weekStartOf(monday - 1)).toBe(Date.UTC(2026, 10, 16));
    expect(weekStartOf(Date.UTC(2026, 10, 29, 23, 59, 59))).toBe(monday);
    expect(weekEndOf(Date.UTC(2026, 10, 25, 12))).toBe(Date.UTC(2026, 10, 30));
    expect(weekLabel(monday)).toBe("2026-11-23");
    // Across a year's end: 2027-01-01 is a Friday.
    expect(weekLabel(weekStartOf(Date.UTC(2027, 0, 1, 8)))).toBe("2026-12-28");
  });

  it("says the time left as a person would", () => {
    expect(timeLeftWords(Date.UTC(2026, 10, 23))).toBe("7 days");
    expect(timeLeftWords(Date.UTC(2026, 10, 26, 20))).toBe("3 days 4 hours");
    expect(timeLeftWords(Date.UTC(2026, 10, 29, 18))).toBe("6 hours");
    expect(timeLeftWords(Date.UTC(2026, 10, 29, 23, 30))).toBe("less than an hour");
    expect(timeLeftWords(Date.UTC(2026, 10, 28, 23))).toBe("1 day 1 hour");
  });
});

describe("tiers", () => {
  it("are ten, named once, lowest first", () => {
    expect(TIERS).toHaveLength(10);
    expect(new Set(TIERS).size).toBe(10);
    expect(tierName(LOWEST_TIER)).toBe("Sand");
    expect(tierName(TOP_TIER)).toBe("Gold");
    expect(tierName(null)).toBe("Sand");
    expect(tierName(42)).toBe("Gold");
  });

  it("move one step and never past either end", () => {
    expect(tierAfter(3, "up")).toBe(4);
    expect(tierAfter(3, "down")).toBe(2);
    expect(tierAfter(3, "stay")).toBe(3);
    expect(tierAfter(TOP_TIER, "up")).toBe(TOP_TIER);
    expect(tierAfter(LOWEST_TIER, "down")).toBe(LOWEST_TIER);
  });
});

describe("grouping", () => {
  it("fills the newest group first, then opens groups of 30 in order of joining", () => {
    expect(groupNumberFor(1, null)).toBe(1);
    expect(groupNumberFor(30, null)).toBe(1);
    expect(groupNumberFor(31, null)).toBe(2);
    expect(groupNumberFor(1, { number: 4, size: 28 })).toBe(4);
    expect(groupNumberFor(2, { number: 4, size: 28 })).toBe(4);
    expect(groupNumberFor(3, { number: 4, size: 28 })).toBe(5);
    expect(groupNumberFor(32, { number: 4, size: 28 })).toBe(5);
    expect(groupNumberFor(33, { number: 4, size: 28 })).toBe(6);
    expect(groupNumberFor(1, { number: 2, size: GROUP_SIZE })).toBe(3);
  });

  it("orders joiners by their first XP of the week, the older account on a tie", () => {
    const joiners = Array.from({ length: 65 }, (_, i) => ({ userId: 100 - i, firstAt: 5000 + (i % 33) }));
    const placed = assignGroups(joiners, null);
    const sizes = new Map<number, number>();
    for (const p of placed) sizes.set(p.group, (sizes.get(p.group) ?? 0) + 1);
    expect([...sizes.entries()]).toEqual([
      [1, 30],
      [2, 30],
      [3, 5],
    ]);
    // firstAt 5000 is shared by users 100 and 67: the lower id joined "first".
    expect(placed[0]).toEqual({ userId: 67, group: 1 });
    expect(placed[1]).toEqual({ userId: 100, group: 1 });
    // The last to join (firstAt 5032, one learner) is in the newest group.
    expect(placed.at(-1)).toEqual({ userId: 68, group: 3 });
  });
});

describe("standings", () => {
  it("rank by XP, ties to who reached the XP first", () => {
    const ranked = rankGroup([
      { userId: 1, xp: 50, reachedAt: 300 },
      { userId: 2, xp: 80, reachedAt: 900 },
      { userId: 3, xp: 50, reachedAt: 200 },
      { userId: 4, xp: 50, reachedAt: 200 },
    ]);
    expect(ranked.map((r) => [r.userId, r.rank])).toEqual([
      [2, 1],
      [3, 2],
      [4, 3],
      [1, 4],
    ]);
  });
});

describe("the week's close", () => {
  it("moves the top 7 up and the bottom 5 down in a full group", () => {
    const results = closeGroup(members(30), 4);
    expect(results.filter((r) => r.movement === "up").map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(results.filter((r) => r.movement === "down").map((r) => r.rank)).toEqual([26, 27, 28, 29, 30]);
    expect(results.find((r) => r.rank === 1)?.newTier).toBe(5);
    expect(results.find((r) => r.rank === 30)?.newTier).toBe(3);
    expect(results.find((r) => r.rank === 15)?.newTier).toBe(4);
  });

  it("promotes nobody from the top tier, and still demotes its bottom 5", () => {
    const results = closeGroup(members(30), TOP_TIER);
    expect(results.some((r) => r.movement === "up")).toBe(false);
    expect(results.filter((r) => r.movement === "down")).toHaveLength(5);
    expect(promotionCount(30, TOP_TIER)).toBe(0);
  });

  it("demotes nobody from the lowest tier", () => {
    const results = closeGroup(members(30), LOWEST_TIER);
    expect(results.filter((r) => r.movement === "up")).toHaveLength(7);
    expect(results.some((r) => r.movement === "down")).toBe(false);
    expect(demotionCount(30, LOWEST_TIER)).toBe(0);
  });

  it("demotes nobody from a group of fewer than 10", () => {
    expect(closeGroup(members(9), 3).filter((r) => r.movement === "down")).toEqual([]);
    expect(closeGroup(members(9), 3).filter((r) => r.movement === "up")).toHaveLength(7);
    expect(closeGroup(members(3), 3).map((r) => r.movement)).toEqual(["up", "up", "up"]);
    // At 10 the group demotes, but only below the promoted 7.
    expect(closeGroup(members(10), 3).map((r) => r.movement)).toEqual([...Array(7).fill("up"), "down", "down", "down"]);
    expect(closeGroup(members(10), TOP_TIER).filter((r) => r.movement === "down")).toHaveLength(5);
  });

  it("demotes only learners who earned XP", () => {
    const results = closeGroup(
      members(12, (i) => (i < 10 ? 100 - i : 0)),
      2,
    );
    expect(results.filter((r) => r.movement === "down").map((r) => r.rank)).toEqual([8, 9, 10]);
    expect(results.filter((r) => r.xp === 0).every((r) => r.movement === "stay")).toBe(true);
    expect(movementOf(12, 12, 2, 0)).toBe("stay");
    expect(movementOf(12, 12, 2, 1)).toBe("down");
  });

  it("settles a tie at the promotion line by who reached the XP first", () => {
    const group = members(20, (i) => (i < 6 ? 500 - i : 100));
    // Ranks 7 and 8 both have 100 XP; user 20 reached it first.
    group[19] = { userId: 20, xp: 100, reachedAt: 1 };
    const results = closeGroup(group, 1);
    expect(results.find((r) => r.userId === 20)).toMatchObject({ rank: 7, movement: "up" });
    expect(results.find((r) => r.userId === 7)).toMatchObject({ rank: 8, movement: "stay" });
  });

  it("shows the zones the close will use", () => {
    expect(zoneOf(7, 30, 3)).toBe("promotion");
    expect(zoneOf(8, 30, 3)).toBeNull();
    expect(zoneOf(26, 30, 3)).toBe("demotion");
    expect(zoneOf(9, 9, 3)).toBeNull();
    expect(zoneOf(1, 30, TOP_TIER)).toBeNull();
    expect(zoneOf(30, 30, LOWEST_TIER)).toBeNull();
  });
});

describe("words", () => {
  it("writes ordinals and last week's result", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "101st",
      "111th",
    ]);
    expect(resultSentence(3, 0, "up")).toBe("You finished 3rd: up to Clay");
    expect(resultSentence(28, 5, "down")).toBe("You finished 28th: down to Sandstone");
    expect(resultSentence(12, 5, "stay")).toBe("You finished 12th: you stay in Granite");
  });
});
