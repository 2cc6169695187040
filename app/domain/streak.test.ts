import { describe, expect, it, vi } from "vitest";
import { calendarDay, currentStreak, nextStreak } from "./streak";

describe("streak", () => {
  it("follows the spec's four cases", () => {
    expect(nextStreak(null, "2026-11-21", 0)).toBe(1);
    expect(nextStreak("2026-11-21", "2026-11-21", 4)).toBe(4);
    expect(nextStreak("2026-11-20", "2026-11-21", 4)).toBe(5);
    expect(nextStreak("2026-11-19", "2026-11-21", 4)).toBe(1);
    expect(nextStreak("2026-12-31", "2027-01-01", 9)).toBe(10);
    expect(nextStreak("2028-02-28", "2028-02-29", 1)).toBe(2);
  });

  it("uses the learner's calendar day, not UTC's", () => {
    const instant = Date.UTC(2026, 10, 21, 23, 30); // 23:30 UTC
    expect(calendarDay(instant, "UTC")).toBe("2026-11-21");
    expect(calendarDay(instant, "Asia/Tokyo")).toBe("2026-11-22");
    expect(calendarDay(instant, "America/Los_Angeles")).toBe("2026-11-21");
    expect(calendarDay(instant, "Not/AZone")).toBe("2026-11-21");
    // Tokyo learner practising at 08:00 local on two consecutive days keeps the streak,
    // although both instants fall on the same UTC day boundary side differently.
    const day1 = calendarDay(Date.UTC(2026, 10, 20, 23), "Asia/Tokyo");
    const day2 = calendarDay(Date.UTC(2026, 10, 21, 23), "Asia/Tokyo");
    expect(nextStreak(day1, day2, 3)).toBe(4);
  });

  it("asks Intl about a zone once, one it does not know included", () => {
    const Real = Intl.DateTimeFormat;
    const zones: (string | undefined)[] = [];
    const built = vi.spyOn(Intl, "DateTimeFormat").mockImplementation(function (locale, options) {
      zones.push(options?.timeZone);
      return new Real(locale, options);
    });
    const instant = Date.UTC(2026, 10, 21, 23, 30);
    for (let i = 0; i < 3; i++) {
      expect(calendarDay(instant + i * 86_400_000, "Nowhere/Unknown")).toBe(`2026-11-2${1 + i}`);
      expect(calendarDay(instant + i * 86_400_000, "Pacific/Chatham")).toBe(`2026-11-2${2 + i}`);
    }
    // Other test files share this module (vitest.unit.config.ts), so a known zone may be built already.
    expect(zones.filter((zone) => zone === "Nowhere/Unknown")).toHaveLength(1);
    expect(zones.filter((zone) => zone === "Pacific/Chatham").length).toBeLessThanOrEqual(1);
    built.mockRestore();
  });

  it("shows a broken streak as 0 until the next practice", () => {
    expect(currentStreak("2026-11-20", "2026-11-21", 6)).toBe(6);
    expect(currentStreak("2026-11-18", "2026-11-21", 6)).toBe(0);
    expect(currentStreak(null, "2026-11-21", 0)).toBe(0);
  });
});
