import { describe, expect, it } from "vitest";
import { candidateIntervals, formatInterval, gradeFsrs, ratingOf, replayLog } from "./fsrs";
import { gradeReview, newReviewItem } from "./srs";
import { DAY_MS } from "./time";
import { Rating } from "ts-fsrs";

const T0 = Date.UTC(2026, 0, 1);

describe("FSRS-6", () => {
  it("maps grades 0-1 → Again, 2 → Hard, 3 → Good, 4-5 → Easy", () => {
    expect([0, 1, 2, 3, 4, 5].map(ratingOf)).toEqual([
      Rating.Again,
      Rating.Again,
      Rating.Hard,
      Rating.Good,
      Rating.Easy,
      Rating.Easy,
    ]);
  });

  it("is deterministic (no fuzz) and keeps interval and nextReview meaning what they mean under SM-2", () => {
    const item = newReviewItem(7, T0);
    const a = gradeFsrs(item, null, 3, T0);
    const b = gradeFsrs(item, null, 3, T0);
    expect(a).toEqual(b);
    expect(a.item.interval).toBeGreaterThanOrEqual(1);
    expect(a.item.nextReview).toBe(T0 + a.item.interval * DAY_MS);
    expect(a.fsrs.reps).toBe(1);
    // Good again when due: the interval grows; Again: it shrinks and counts a lapse.
    const due = a.item.nextReview;
    const good = gradeFsrs(a.item, a.fsrs, 3, due);
    const again = gradeFsrs(a.item, a.fsrs, 1, due);
    expect(good.item.interval).toBeGreaterThan(a.item.interval);
    expect(again.item.interval).toBeLessThan(good.item.interval);
    expect(again.fsrs.lapses).toBe(1);
  });

  it("orders the four candidate intervals Wrong ≤ Hard ≤ Good ≤ Easy, under either scheduler", () => {
    const item = { ...newReviewItem(1, T0), interval: 6, nextReview: T0 + 6 * DAY_MS };
    const state = gradeFsrs(newReviewItem(1, T0), null, 3, T0).fsrs;
    for (const [scheduler, s] of [
      ["fsrs", state],
      ["sm2", null],
    ] as const) {
      const days = candidateIntervals(item, scheduler, s, item.nextReview);
      expect(days).toHaveLength(4);
      expect([...days].sort((x, y) => x - y)).toEqual(days);
    }
    expect(candidateIntervals(item, "sm2", null, item.nextReview)).toEqual(
      [1, 2, 3, 4].map((g) => gradeReview(item, g, item.nextReview).interval),
    );
  });

  it("rebuilds an item's state by replaying its review log in order", () => {
    const log = [
      { grade: 3, reviewedAt: T0 },
      { grade: 1, reviewedAt: T0 + 3 * DAY_MS },
      { grade: 4, reviewedAt: T0 + 4 * DAY_MS },
    ];
    const step1 = gradeFsrs(newReviewItem(9, T0), null, 3, T0);
    const step2 = gradeFsrs(step1.item, step1.fsrs, 1, T0 + 3 * DAY_MS);
    const step3 = gradeFsrs(step2.item, step2.fsrs, 4, T0 + 4 * DAY_MS);
    expect(replayLog(9, [...log].reverse())).toEqual(step3);
    expect(replayLog(9, [])).toBeNull();
  });

  it("labels intervals for the buttons", () => {
    expect([1, 3, 45, 400].map(formatInterval)).toEqual(["1d", "3d", "2mo", "1.1y"]);
  });
});
