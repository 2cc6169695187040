import { describe, expect, it } from "vitest";
import { calendarDay } from "./streak";
import { MAX_FREEZES, practiseWithFreezes, standingToday, type StreakStanding } from "./streak-freeze";
import { DAY_MS, HOUR_MS } from "./time";

/**
 * Walks a learner through consecutive local days from `start` (an instant at the chosen local hour),
 * practising on the days marked "x" and skipping those marked "." (one character a day). Returns the
 * standing seen each morning before practice and after each day's practice.
 */
function walk(start: number, timeZone: string, days: string) {
  let lastDay: string | null = null;
  let held: StreakStanding = { streak: 0, freezes: 0 };
  const mornings: StreakStanding[] = [];
  const evenings: StreakStanding[] = [];
  for (let i = 0; i < days.length; i++) {
    const today = calendarDay(start + i * DAY_MS, timeZone);
    mornings.push(standingToday(lastDay, today, held));
    if (days[i] === "x") {
      held = practiseWithFreezes(lastDay, today, held);
      lastDay = today;
    }
    evenings.push(standingToday(lastDay, today, held));
  }
  return { mornings, evenings, held, lastDay };
}

describe("streak freezes", () => {
  it("earns one freeze for each 7-day streak, at most two held", () => {
    const { evenings } = walk(Date.UTC(2026, 10, 2, 9), "UTC", "x".repeat(28));
    expect(evenings.map((s) => s.freezes)).toEqual([
      ...Array(6).fill(0),
      ...Array(7).fill(1),
      ...Array(15).fill(2), // day 21 and 28 would earn a third and fourth: not kept
    ]);
    expect(evenings[27]).toEqual({ streak: 28, freezes: MAX_FREEZES });
  });

  it("uses a freeze for a missed day instead of resetting the streak", () => {
    const { mornings, evenings } = walk(Date.UTC(2026, 10, 2, 9), "UTC", "xxxxxxx.xx");
    expect(evenings[6]).toEqual({ streak: 7, freezes: 1 });
    // Day 8 is not missed until it is over: the freeze is still held that day.
    expect(mornings[7]).toEqual({ streak: 7, freezes: 1 });
    expect(evenings[7]).toEqual({ streak: 7, freezes: 1 });
    // The next morning the missed day has used it; the streak stands.
    expect(mornings[8]).toEqual({ streak: 7, freezes: 0 });
    expect(evenings[8]).toEqual({ streak: 8, freezes: 0 });
    expect(evenings[9]).toEqual({ streak: 9, freezes: 0 });
  });

  it("uses both freezes for two missed days", () => {
    const { mornings, evenings } = walk(Date.UTC(2026, 10, 2, 9), "UTC", `${"x".repeat(14)}..x`);
    expect(evenings[13]).toEqual({ streak: 14, freezes: 2 });
    expect(mornings[15]).toEqual({ streak: 14, freezes: 1 });
    expect(mornings[16]).toEqual({ streak: 14, freezes: 0 });
    expect(evenings[16]).toEqual({ streak: 15, freezes: 0 });
  });

  it("resets the streak when the missed days outnumber the freezes, and spends them", () => {
    const { mornings, evenings } = walk(Date.UTC(2026, 10, 2, 9), "UTC", `${"x".repeat(7)}..x`);
    expect(mornings[8]).toEqual({ streak: 7, freezes: 0 });
    expect(mornings[9]).toEqual({ streak: 0, freezes: 0 });
    expect(evenings[9]).toEqual({ streak: 1, freezes: 0 });
  });

  it("never earns a freeze before a streak of 7 and a broken streak earns from 1 again", () => {
    const { evenings } = walk(Date.UTC(2026, 10, 2, 9), "UTC", "xxxxxx..xxxxxxx");
    expect(evenings[5]).toEqual({ streak: 6, freezes: 0 });
    expect(evenings[8]).toEqual({ streak: 1, freezes: 0 });
    expect(evenings[14]).toEqual({ streak: 7, freezes: 1 });
  });

  it("counts days in the learner's zone: Tokyo at 08:00 local is 23:00 UTC the day before", () => {
    // 23:00 UTC every day: one UTC day each, one Tokyo day each, but the Tokyo days are a day later.
    const tokyo = walk(Date.UTC(2026, 10, 1, 23), "Asia/Tokyo", "xxxxxxx.x");
    expect(calendarDay(Date.UTC(2026, 10, 1, 23), "Asia/Tokyo")).toBe("2026-11-02");
    expect(tokyo.lastDay).toBe("2026-11-10");
    expect(tokyo.held).toEqual({ streak: 8, freezes: 0 });
  });

  it("keeps each zone's days apart when zones alternate, and reads an unknown zone as UTC", () => {
    // calendarDay keeps one formatter per zone: alternating zones must not borrow each other's.
    const instant = Date.UTC(2026, 10, 1, 23);
    const days = ["Asia/Tokyo", "UTC", "Asia/Tokyo", "America/Los_Angeles", "UTC"].map((zone) => calendarDay(instant, zone));
    expect(days).toEqual(["2026-11-02", "2026-11-01", "2026-11-02", "2026-11-01", "2026-11-01"]);
    expect(calendarDay(instant, "Not/A_Zone")).toBe("2026-11-01");
    expect(calendarDay(instant, "Not/A_Zone")).toBe("2026-11-01");
  });

  it("counts a missed local day that UTC would not see (Auckland)", () => {
    // Monday 23:00 in Auckland (10:00 UTC Monday), then Wednesday 06:00 local (17:00 UTC Tuesday):
    // consecutive UTC days, but Tuesday was missed in Auckland.
    const monday = calendarDay(Date.UTC(2026, 10, 2, 10), "Pacific/Auckland");
    const wednesday = calendarDay(Date.UTC(2026, 10, 3, 17), "Pacific/Auckland");
    expect([monday, wednesday]).toEqual(["2026-11-02", "2026-11-04"]);
    expect(practiseWithFreezes(monday, wednesday, { streak: 9, freezes: 0 })).toEqual({ streak: 1, freezes: 0 });
    expect(practiseWithFreezes(monday, wednesday, { streak: 9, freezes: 1 })).toEqual({ streak: 10, freezes: 0 });
    expect(standingToday(monday, wednesday, { streak: 9, freezes: 1 })).toEqual({ streak: 9, freezes: 0 });
  });

  it("follows Los Angeles across the end of daylight saving time", () => {
    // 21:00 local each evening; on 1 November 2026 LA goes from UTC-7 to UTC-8, so the UTC hour moves.
    const evenings = Array.from({ length: 9 }, (_, i) => Date.UTC(2026, 9, 28, 4) + i * DAY_MS + (i >= 5 ? HOUR_MS : 0));
    const days = evenings.map((t) => calendarDay(t, "America/Los_Angeles"));
    expect(new Set(days).size).toBe(9);
    let lastDay: string | null = null;
    let held: StreakStanding = { streak: 0, freezes: 0 };
    for (const [i, day] of days.entries()) {
      if (i === 7) continue; // one missed day, after the freeze of day 7
      held = practiseWithFreezes(lastDay, day, held);
      lastDay = day;
    }
    expect(held).toEqual({ streak: 8, freezes: 0 });
  });

  it("keeps the same day unchanged and restarts after a zone change moves the day back, spending nothing", () => {
    expect(practiseWithFreezes("2026-11-10", "2026-11-10", { streak: 7, freezes: 1 })).toEqual({ streak: 7, freezes: 1 });
    expect(practiseWithFreezes("2026-11-10", "2026-11-09", { streak: 7, freezes: 1 })).toEqual({ streak: 1, freezes: 1 });
    expect(practiseWithFreezes(null, "2026-11-10", { streak: 0, freezes: 0 })).toEqual({ streak: 1, freezes: 0 });
    expect(standingToday(null, "2026-11-10", { streak: 0, freezes: 0 })).toEqual({ streak: 0, freezes: 0 });
  });
});
