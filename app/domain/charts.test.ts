import { describe, expect, it } from "vitest";
import { practiceHeatmap, reviewForecast } from "./charts";

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

describe("practiceHeatmap", () => {
  it("covers 11 whole weeks plus this week from Monday, oldest first", () => {
    const h = practiceHeatmap([now, now - DAY, now - DAY + 5, now - 200 * DAY], now, "UTC");
    expect(h).toHaveLength(11 * 7 + 6); // Monday..Saturday of this week
    expect(h[0]!.day).toBe("2026-08-31"); // a Monday
    expect(h.at(-1)).toEqual({ day: "2026-11-21", count: 1 });
    expect(h.at(-2)).toEqual({ day: "2026-11-20", count: 2 });
    expect(h.reduce((n, d) => n + d.count, 0)).toBe(3);
  });
});
