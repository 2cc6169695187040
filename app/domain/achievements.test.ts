import { describe, expect, it } from "vitest";
import { ACHIEVEMENT_CATEGORIES, ACHIEVEMENTS, computeAchievements, recentAchievements } from "./achievements";

const zero = { sentencesReached: 0, totalRepetitions: 0, streak: 0, reviewPile: 0, points: 0 };

describe("achievements", () => {
  it("has the spec's 15, in five categories", () => {
    expect(ACHIEVEMENTS.map((a) => `${a.id}:${a.requirement}`)).toEqual([
      "first_steps:1",
      "getting_started:25",
      "conversational:100",
      "intermediate:500",
      "fluent:1000",
      "dedicated_learner:20",
      "practice_master:100",
      "repetition_legend:300",
      "consistent:2",
      "committed:7",
      "streak_master:21",
      "reviewer:5",
      "review_master:25",
      "point_collector:100",
      "xp_champion:500",
    ]);
    expect(new Set(ACHIEVEMENTS.map((a) => a.category))).toEqual(new Set(ACHIEVEMENT_CATEGORIES));
  });

  it("unlocks exactly at each threshold and caps current at the requirement", () => {
    for (const definition of ACHIEVEMENTS) {
      const below = computeAchievements({ ...zero, [definition.metric]: definition.requirement - 1 }).find(
        (a) => a.id === definition.id,
      )!;
      const at = computeAchievements({ ...zero, [definition.metric]: definition.requirement }).find(
        (a) => a.id === definition.id,
      )!;
      const above = computeAchievements({ ...zero, [definition.metric]: definition.requirement * 3 }).find(
        (a) => a.id === definition.id,
      )!;
      expect(below, definition.id).toMatchObject({ unlocked: false, current: definition.requirement - 1 });
      expect(at, definition.id).toMatchObject({ unlocked: true, current: definition.requirement });
      expect(above, definition.id).toMatchObject({ unlocked: true, current: definition.requirement });
    }
    expect(computeAchievements(zero).every((a) => !a.unlocked && a.current === 0)).toBe(true);
  });

  it("lists the profile's recent achievements", () => {
    expect(recentAchievements({ ...zero, sentencesReached: 1, streak: 3, points: 99 })).toEqual([
      { id: "first_steps", title: "First Steps", unlocked: true },
      { id: "three_day_streak", title: "3-Day Streak", unlocked: true },
      { id: "hundred_xp", title: "100+ points", unlocked: false },
    ]);
  });
});
