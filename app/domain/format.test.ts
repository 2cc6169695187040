import { describe, expect, it } from "vitest";
import { formatCount, longDate } from "./format";
import { calendarDay } from "./streak";

describe("formatCount", () => {
  it("groups digits by threes with commas", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1000)).toBe("1,000");
    expect(formatCount(12345)).toBe("12,345");
    expect(formatCount(1234567)).toBe("1,234,567");
  });

  it("writes what toLocaleString('en-US') writes, negatives and fractions included", () => {
    const samples = [
      0,
      7,
      42,
      999,
      1000,
      1001,
      99999,
      100000,
      123456789,
      -5,
      -1234,
      1.5,
      1234.5,
      1.23456,
      1.9999,
      0.0005,
      -0.0001,
      2 ** 40,
    ];
    for (const n of samples) expect(formatCount(n)).toBe(n.toLocaleString("en-US"));
  });
});

describe("longDate", () => {
  const enGB = (instant: number, timeZone: string) =>
    new Date(instant).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone });

  it("writes what toLocaleDateString('en-GB') writes, in UTC and in the learner's zone", () => {
    const instants = [
      Date.UTC(2026, 0, 1, 0, 0),
      Date.UTC(2026, 1, 28, 23, 59),
      Date.UTC(2024, 1, 29, 12),
      Date.UTC(2026, 2, 29, 0, 30), // Rome moves its clocks that night
      Date.UTC(2026, 8, 9, 18, 45),
      Date.UTC(2026, 10, 28, 20, 0),
      Date.UTC(2026, 11, 31, 23, 0),
    ];
    for (const zone of ["UTC", "Europe/Rome", "Asia/Tokyo", "Pacific/Kiritimati", "America/Los_Angeles", "Asia/Kolkata"]) {
      for (const instant of instants) {
        expect(longDate(calendarDay(instant, zone)), `${instant} in ${zone}`).toBe(enGB(instant, zone));
      }
    }
  });

  it("writes single-digit days without a zero, and every month by name", () => {
    expect(longDate("2026-03-01")).toBe("1 March 2026");
    expect(longDate("2026-11-29")).toBe("29 November 2026");
    expect(longDate("2027-12-31")).toBe("31 December 2027");
  });
});
