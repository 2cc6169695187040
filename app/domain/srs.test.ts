import { describe, expect, it } from "vitest";
import { dueQueue, gradeReview, newReviewItem, reviewCounts } from "./srs";
import { DAY_MS } from "./time";

const now = Date.UTC(2026, 10, 21, 9);

describe("SM-2", () => {
  it("a new item is due now with interval 1 and ease 2.5", () => {
    expect(newReviewItem(42, now)).toEqual({ sentenceId: 42, nextReview: now, interval: 1, easeFactor: 2.5 });
  });

  it("Good on a new item: interval 1 → 6 days, ease unchanged (q=2: 0.1 - 2*(0.08+0.04) = -0.14)", () => {
    const item = gradeReview(newReviewItem(1, now), 3, now);
    expect(item.interval).toBe(6);
    expect(item.easeFactor).toBeCloseTo(2.36, 3);
    expect(item.nextReview).toBe(now + 6 * DAY_MS);
  });

  it("later intervals multiply by the ease before this review's update, rounded", () => {
    const item = gradeReview({ sentenceId: 1, nextReview: now, interval: 6, easeFactor: 2.5 }, 4, now);
    expect(item.interval).toBe(15);
    expect(item.easeFactor).toBeCloseTo(2.5, 3); // q=1: 0.1 - 1*(0.08+0.02) = 0
    const easy = gradeReview({ sentenceId: 1, nextReview: now, interval: 15, easeFactor: 2.5 }, 5, now);
    expect(easy.interval).toBe(38); // round(37.5)
    expect(easy.easeFactor).toBeCloseTo(2.6, 3);
  });

  it("a grade below 3 resets the interval to 1 and lowers the ease, floored at 1.3", () => {
    const wrong = gradeReview({ sentenceId: 1, nextReview: now, interval: 15, easeFactor: 2.5 }, 1, now);
    expect(wrong.interval).toBe(1);
    expect(wrong.easeFactor).toBeCloseTo(2.5 - 0.54, 3);
    const floor = gradeReview({ sentenceId: 1, nextReview: now, interval: 1, easeFactor: 1.35 }, 0, now);
    expect(floor.easeFactor).toBe(1.3);
    expect(floor.nextReview).toBe(now + DAY_MS);
  });

  it("refuses grades outside 0-5", () => {
    expect(() => gradeReview(newReviewItem(1, now), 6, now)).toThrow(RangeError);
    expect(() => gradeReview(newReviewItem(1, now), 2.5, now)).toThrow(RangeError);
  });

  it("queues due items oldest first and counts the schedule", () => {
    const items = [
      { sentenceId: 3, nextReview: now - 10 },
      { sentenceId: 1, nextReview: now - 1000 },
      { sentenceId: 2, nextReview: now },
      { sentenceId: 4, nextReview: now + DAY_MS - 1 },
      { sentenceId: 5, nextReview: now + 3 * DAY_MS },
      { sentenceId: 6, nextReview: now + 8 * DAY_MS },
    ];
    expect(dueQueue(items, now).map((i) => i.sentenceId)).toEqual([1, 3, 2]);
    expect(reviewCounts(items, now)).toEqual({ dueNow: 3, dueTomorrow: 1, dueThisWeek: 2, total: 6 });
  });
});
