import { afterEach, describe, expect, it, vi } from "vitest";
import { calendarDay, currentStreak, dayCalendar, daySpan, nextStreak, utcOffsetMinutes } from "./streak";

/** The zones of every Intl.DateTimeFormat built from now on (the formatters still work). */
function watchFormatters(): (string | undefined)[] {
  const Real = Intl.DateTimeFormat;
  const zones: (string | undefined)[] = [];
  vi.spyOn(Intl, "DateTimeFormat").mockImplementation(function (locale, options) {
    zones.push(options?.timeZone);
    return new Real(locale, options);
  });
  return zones;
}

afterEach(() => vi.restoreAllMocks());

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
    const zones = watchFormatters();
    const instant = Date.UTC(2026, 10, 21, 23, 30);
    for (let i = 0; i < 3; i++) {
      expect(calendarDay(instant + i * 86_400_000, "Nowhere/Unknown")).toBe(`2026-11-2${1 + i}`);
      expect(calendarDay(instant + i * 86_400_000, "Pacific/Chatham")).toBe(`2026-11-2${2 + i}`);
    }
    // Other test files share this module (vitest.unit.config.ts), so a known zone may be built already.
    expect(zones.filter((zone) => zone === "Nowhere/Unknown")).toHaveLength(1);
    expect(zones.filter((zone) => zone === "Pacific/Chatham").length).toBeLessThanOrEqual(1);
  });

  it("spans a learner's day from its first instant to the next day's, 23 or 25 hours when clocks change", () => {
    const at = (iso: string) => Date.parse(iso);
    const span = (iso: string, zone: string) => {
      const { day, start, end } = daySpan(at(iso), zone);
      return { day, start: new Date(start).toISOString(), end: new Date(end).toISOString() };
    };
    // [an instant, zone, its day, the day's first instant, the next day's first instant]
    const cases = [
      ["2026-03-10T09:00:00Z", "Europe/Rome", "2026-03-10", "2026-03-09T23:00:00.000Z", "2026-03-10T23:00:00.000Z"],
      // Clocks go forward at 02:00 on 29 March (23 hours) and back at 03:00 on 25 October (25 hours).
      ["2026-03-29T12:00:00Z", "Europe/Rome", "2026-03-29", "2026-03-28T23:00:00.000Z", "2026-03-29T22:00:00.000Z"],
      ["2026-10-25T01:30:00Z", "Europe/Rome", "2026-10-25", "2026-10-24T22:00:00.000Z", "2026-10-25T23:00:00.000Z"],
      ["2026-03-10T00:00:00Z", "Asia/Kolkata", "2026-03-10", "2026-03-09T18:30:00.000Z", "2026-03-10T18:30:00.000Z"],
      ["2026-03-10T23:59:59.999Z", "UTC", "2026-03-10", "2026-03-10T00:00:00.000Z", "2026-03-11T00:00:00.000Z"],
    ] as const;
    for (const [iso, zone, day, start, end] of cases) expect(span(iso, zone), `${iso} in ${zone}`).toEqual({ day, start, end });
    expect(span("2026-03-10T12:00:00Z", "Nowhere/Unknown").start).toBe("2026-03-10T00:00:00.000Z");
  });

  it("answers inside the known span without Intl, and asks Intl outside it", () => {
    const zones = watchFormatters();
    const known = { day: "2026-03-10", start: Date.parse("2026-03-09T23:00:00Z"), end: Date.parse("2026-03-10T23:00:00Z") };
    const dayOf = dayCalendar("Nowhere/Calendar", known);
    expect(dayOf(known.start)).toBe("2026-03-10");
    expect(dayOf(known.end - 1)).toBe("2026-03-10");
    expect(zones).toEqual([]);
    // Outside it the zone is asked about (unknown here, so the date is UTC's).
    expect(dayOf(known.end)).toBe("2026-03-10");
    expect(dayOf(known.start - 1)).toBe("2026-03-09");
    expect(zones).toEqual(["Nowhere/Calendar"]);
  });

  it("shows a broken streak as 0 until the next practice", () => {
    expect(currentStreak("2026-11-20", "2026-11-21", 6)).toBe(6);
    expect(currentStreak("2026-11-18", "2026-11-21", 6)).toBe(0);
    expect(currentStreak(null, "2026-11-21", 0)).toBe(0);
  });
});

describe("utcOffsetMinutes", () => {
  it.each([
    ["UTC", Date.UTC(2026, 0, 15, 12), 0],
    ["Europe/Rome", Date.UTC(2026, 0, 15, 12), 60],
    ["Europe/Rome", Date.UTC(2026, 6, 15, 12), 120],
    // Rome's clocks go forward at 01:00 UTC on 29 March 2026: a minute before, and at that minute.
    ["Europe/Rome", Date.UTC(2026, 2, 29, 0, 59), 60],
    ["Europe/Rome", Date.UTC(2026, 2, 29, 1, 0), 120],
    ["America/New_York", Date.UTC(2026, 0, 15, 12), -300],
    ["Asia/Kolkata", Date.UTC(2026, 0, 15, 12, 0, 30), 330],
    ["Pacific/Kiritimati", Date.UTC(2026, 10, 28, 23, 59, 59), 840],
    ["Mars/Olympus", Date.UTC(2026, 0, 15, 12), 0],
  ])("%s at %d is %d minutes ahead of UTC", (zone, instant, minutes) => {
    expect(utcOffsetMinutes(instant, zone)).toBe(minutes);
  });
});
