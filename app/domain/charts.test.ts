import { describe, expect, it } from "vitest";
import { activityHeatmap, reviewForecast } from "./charts";

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 21, 12); // Saturday

describe("reviewForecast", () => {
  it("counts reviews per coming day, overdue ones today, and drops those beyond the window", () => {
    const f = reviewForecast(
      [now - 5 * DAY, now, now + 1 * DAY, now + 1 * DAY + 1000, now + 29 * DAY, now + 40 * DAY],
      now,
      "UTC",
    );
    expect(f).toHaveLength(30);
    expect(f[0]).toEqual({ day: "2026-11-21", count: 2 });
    expect(f[1]).toEqual({ day: "2026-11-22", count: 2 });
    expect(f[29]).toEqual({ day: "2026-12-20", count: 1 });
    expect(f.reduce((n, d) => n + d.count, 0)).toBe(5);
  });

  it("uses the learner's calendar", () => {
    // 20:00 UTC is already tomorrow in Tokyo.
    const f = reviewForecast([Date.UTC(2026, 10, 21, 20)], now, "Asia/Tokyo");
    expect(f[0]!.day).toBe("2026-11-21");
    expect(f[1]!.count).toBe(1);
  });
});

describe("activityHeatmap's grid", () => {
  it("covers 11 whole weeks plus this week from Monday, oldest first", () => {
    const h = activityHeatmap([now, now - DAY, now - DAY + 5, now - 200 * DAY], [], now, "UTC");
    expect(h).toHaveLength(11 * 7 + 6); // Monday..Saturday of this week
    expect(h[0]!.day).toBe("2026-08-31"); // a Monday
    expect(h.at(-1)).toMatchObject({ day: "2026-11-21", count: 1 });
    expect(h.at(-2)).toMatchObject({ day: "2026-11-20", count: 2 });
    expect(h.reduce((n, d) => n + d.count, 0)).toBe(3);
  });
});

describe("activityHeatmap", () => {
  it("adds each day's practice repetitions to its reviews, and keeps both parts", () => {
    const h = activityHeatmap(
      [now, now - DAY],
      [
        { day: "2026-11-21", count: 40 },
        { day: "2026-11-19", count: 7 },
      ],
      now,
      "UTC",
    );
    expect(h).toHaveLength(11 * 7 + 6);
    expect(h.at(-1)).toEqual({ day: "2026-11-21", count: 41, repetitions: 40, reviews: 1 });
    expect(h.at(-2)).toEqual({ day: "2026-11-20", count: 1, repetitions: 0, reviews: 1 });
    expect(h.at(-3)).toEqual({ day: "2026-11-19", count: 7, repetitions: 7, reviews: 0 });
    expect(h.reduce((n, d) => n + d.count, 0)).toBe(49);
  });

  it("leaves out practice days before the first Monday or after today", () => {
    const h = activityHeatmap(
      [],
      [
        { day: "2026-08-30", count: 5 }, // the Sunday before the first column
        { day: "2026-08-31", count: 3 },
        { day: "2026-11-22", count: 9 }, // tomorrow
      ],
      now,
      "UTC",
    );
    expect(h[0]).toEqual({ day: "2026-08-31", count: 3, repetitions: 3, reviews: 0 });
    expect(h.reduce((n, d) => n + d.count, 0)).toBe(3);
  });

  it("puts reviews on the learner's calendar day, beside practice already counted by that day", () => {
    // 20:00 UTC on Saturday is Sunday morning in Tokyo: today there.
    const late = Date.UTC(2026, 10, 21, 20);
    const h = activityHeatmap([late], [{ day: "2026-11-22", count: 2 }], late, "Asia/Tokyo");
    expect(h.at(-1)).toEqual({ day: "2026-11-22", count: 3, repetitions: 2, reviews: 1 });
  });
});
