import { describe, expect, it } from "vitest";
import { advancePyramid, initialPyramid, isBrandNewLearner, POINTS, pyramidStateOf, type PyramidState } from "./pyramid";

/** Walks the pyramid over a curriculum of ids 1..total, as the server does. */
function walk(steps: number, total = 1000) {
  let state = initialPyramid(1);
  let highest = 1;
  const events: string[] = [];
  for (let i = 0; i < steps; i++) {
    const next = highest < total ? highest + 1 : null;
    const step = advancePyramid(state, next);
    if (step.addedId !== null) highest = step.addedId;
    state = step.state;
    events.push(step.event);
  }
  return { state, events, highest };
}

// Worked out from the spec: the pyramid grows by one at the end of each pass, so it reaches length k
// after k(k-1)/2 steps (length 20 after step 190); the 20th pass ends at step 210 with the first
// sentence's 20th repetition, and from then on one sentence graduates per pass of 20 steps.
function expectedAfter(step: number) {
  if (step <= 190) {
    let length = 1;
    while (((length + 1) * length) / 2 <= step) length += 1;
    const stepsIntoPass = step - (length * (length - 1)) / 2;
    return { length, position: stepsIntoPass, points: step + POINTS.grow * (length - 1), graduated: 0 };
  }
  const afterFull = step - 190;
  const graduated = Math.floor(afterFull / 20);
  return {
    length: 20,
    position: afterFull % 20,
    points: step + POINTS.grow * 19 + POINTS.graduate * graduated,
    graduated,
  };
}

describe("advancePyramid", () => {
  it("a new learner starts at the lowest id, position 0, with 0 points", () => {
    expect(initialPyramid(1)).toEqual({
      currentSequence: [1],
      currentPosition: 0,
      points: 0,
      repetitionCounts: {},
      reviewPile: [],
    });
    expect(isBrandNewLearner(initialPyramid(1))).toBe(true);
  });

  it("the first steps, by hand", () => {
    const s1 = advancePyramid(initialPyramid(1), 2);
    expect(s1).toMatchObject({ event: "grow", pointsEarned: 11, addedId: 2 });
    expect(s1.state).toEqual({
      currentSequence: [1, 2],
      currentPosition: 0,
      points: 11,
      repetitionCounts: { "1": 1 },
      reviewPile: [],
    });
    const s2 = advancePyramid(s1.state, 3);
    expect(s2).toMatchObject({ event: "advance", pointsEarned: 1 });
    expect(s2.state).toMatchObject({ currentSequence: [1, 2], currentPosition: 1, points: 12, repetitionCounts: { "1": 2 } });
    const s3 = advancePyramid(s2.state, 3);
    expect(s3).toMatchObject({ event: "grow", pointsEarned: 11 });
    expect(s3.state).toMatchObject({
      currentSequence: [1, 2, 3],
      currentPosition: 0,
      points: 23,
      repetitionCounts: { "1": 2, "2": 1 },
    });
    expect(isBrandNewLearner(s3.state)).toBe(false);
  });

  it("matches the hand-computed state at every one of the first 260 steps", () => {
    let state = initialPyramid(1);
    let highest = 1;
    for (let step = 1; step <= 260; step++) {
      const result = advancePyramid(state, highest + 1);
      if (result.addedId !== null) highest = result.addedId;
      state = result.state;
      const expected = expectedAfter(step);
      expect(state.currentSequence.length, `length after step ${step}`).toBe(expected.length);
      expect(state.currentPosition, `position after step ${step}`).toBe(expected.position);
      expect(state.points, `points after step ${step}`).toBe(expected.points);
      expect(state.reviewPile.length, `graduated after step ${step}`).toBe(expected.graduated);
    }
  });

  it("the first graduation happens at step 210", () => {
    const before = walk(209);
    expect(before.state.reviewPile).toEqual([]);
    expect(before.state.repetitionCounts["1"]).toBe(20);
    const at = walk(210);
    expect(at.events[209]).toBe("graduate");
    expect(at.events.indexOf("graduate")).toBe(209);
    expect(at.state.reviewPile).toEqual([1]);
    expect(at.state.currentSequence).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
    expect(at.state.points).toBe(210 + 19 * 10 + 50);
    // Then one graduation per pass: sentence 2 at step 230, sentence 3 at step 250.
    expect(walk(230).state.reviewPile).toEqual([1, 2]);
    expect(walk(250).state.reviewPile).toEqual([1, 2, 3]);
    expect(walk(250).events.filter((e) => e === "graduate")).toHaveLength(3);
  });

  it("graduates for +25 and shrinks when no unused sentence is left", () => {
    const state: PyramidState = {
      currentSequence: [7, 8],
      currentPosition: 1,
      points: 100,
      repetitionCounts: { "7": 20, "8": 5 },
      reviewPile: [],
    };
    const step = advancePyramid(state, null);
    expect(step).toMatchObject({ event: "graduate", pointsEarned: 1 + 25, graduatedId: 7, addedId: null });
    expect(step.state).toMatchObject({ currentSequence: [8], currentPosition: 0, points: 126, reviewPile: [7] });
  });

  it("restarts for +2 when it cannot grow: full pyramid, or nothing left", () => {
    const full: PyramidState = {
      currentSequence: Array.from({ length: 20 }, (_, i) => i + 1),
      currentPosition: 19,
      points: 0,
      repetitionCounts: { "1": 3 },
      reviewPile: [],
    };
    expect(advancePyramid(full, 21)).toMatchObject({
      event: "restart",
      pointsEarned: 3,
      state: { currentPosition: 0, points: 3 },
    });
    const short: PyramidState = { currentSequence: [1, 2], currentPosition: 1, points: 0, repetitionCounts: {}, reviewPile: [] };
    expect(advancePyramid(short, null)).toMatchObject({
      event: "restart",
      state: { currentSequence: [1, 2], currentPosition: 0 },
    });
  });

  it("an empty sequence restarts from the next unused sentence, or stays complete", () => {
    const empty: PyramidState = { currentSequence: [], currentPosition: 0, points: 5, repetitionCounts: {}, reviewPile: [1] };
    expect(advancePyramid(empty, null)).toMatchObject({ event: "complete", pointsEarned: 0, state: empty });
    expect(advancePyramid(empty, 9)).toMatchObject({
      event: "start",
      state: { currentSequence: [9], currentPosition: 0, points: 5 },
    });
  });

  it("never mutates its input", () => {
    const state = initialPyramid(1);
    const copy = structuredClone(state);
    advancePyramid(state, 2);
    expect(state).toEqual(copy);
  });
});

describe("pyramidStateOf", () => {
  it("keeps a row's sequence, position, points and counts, and starts with an empty pile", () => {
    const row = { currentSequence: [3, 4], currentPosition: 1, points: 12, repetitionCounts: { "3": 2 }, extra: "ignored" };
    expect(pyramidStateOf(row)).toEqual({
      currentSequence: [3, 4],
      currentPosition: 1,
      points: 12,
      repetitionCounts: { "3": 2 },
      reviewPile: [],
    });
  });
});
