import { describe, expect, it } from "vitest";
import { liveRepetitionCounts, replayAdvances } from "./practice";
import { advancePyramid, initialPyramid, REPETITIONS_TO_GRADUATE, type PyramidState } from "./pyramid";

describe("replayAdvances", () => {
  const upcoming = Array.from({ length: 400 }, (_, i) => i + 2);

  it("equals the same number of single steps", () => {
    let single: PyramidState = initialPyramid(1);
    let highest = 1;
    let points = 0;
    for (let i = 0; i < 260; i++) {
      const step = advancePyramid(single, upcoming.find((id) => id > highest) ?? null);
      single = step.state;
      points += step.pointsEarned;
      if (step.addedId) highest = Math.max(highest, step.addedId);
    }
    const batch = replayAdvances(initialPyramid(1), 260, upcoming, 1);
    expect(batch.state).toEqual(single);
    expect(batch.pointsEarned).toBe(points);
    expect(batch.practised).toBe(260);
    // The first graduation of the pyramid comes at step 210 (see pyramid.test.ts), the next 20 steps on.
    expect(batch.graduatedIds).toEqual([1, 2, 3]);
    expect(batch.addedIds.at(-1)).toBe(single.currentSequence.at(-1));
  });

  it("continued in two halves gives the same as in one go", () => {
    const whole = replayAdvances(initialPyramid(1), 100, upcoming, 1);
    const first = replayAdvances(initialPyramid(1), 37, upcoming, 1);
    const second = replayAdvances(first.state, 63, upcoming, Math.max(1, ...first.addedIds));
    expect(second.state).toEqual(whole.state);
    expect(first.pointsEarned + second.pointsEarned).toBe(whole.pointsEarned);
  });

  it("stops at the end of the curriculum", () => {
    const done = replayAdvances({ ...initialPyramid(null) }, 5, [], 0);
    expect(done.lastEvent).toBe("complete");
    expect(done.practised).toBe(0);
  });
});

describe("liveRepetitionCounts", () => {
  it("keeps only the live sequence's counts", () => {
    const state = { currentSequence: [5, 6], repetitionCounts: { "1": REPETITIONS_TO_GRADUATE, "5": 3, "6": 1 } };
    expect(liveRepetitionCounts(state)).toEqual({ "5": 3, "6": 1 });
  });
});
