import { describe, expect, it } from "vitest";
import { crossesGoal, goalPercent, reconcileDayCount, startDayCount } from "./daily-goal";
import { dayCalendar, daySpan } from "./streak";

// The learner's calendar in Rome, every date asked of Intl (no span known).
const zone = dayCalendar("Europe/Rome");
// 2026-03-10 10:00 in Rome.
const now = Date.parse("2026-03-10T09:00:00Z");
const today = (iso: string) => iso;

describe("startDayCount", () => {
  it("takes the server's count when the last practice was today", () => {
    expect(
      startDayCount({ todayRepetitions: 12, totalRepetitions: 300, lastPracticeDate: today("2026-03-10T06:00:00Z") }, now, zone),
    ).toEqual({
      day: "2026-03-10",
      count: 12,
      total: 300,
    });
  });

  it("starts at 0 when the count belongs to another day (in the learner's zone)", () => {
    // 23:30 UTC on the 9th is already the 10th in Rome; 22:30 UTC is still the 9th.
    expect(
      startDayCount({ todayRepetitions: 7, totalRepetitions: 9, lastPracticeDate: "2026-03-09T23:30:00Z" }, now, zone).count,
    ).toBe(7);
    expect(
      startDayCount({ todayRepetitions: 7, totalRepetitions: 9, lastPracticeDate: "2026-03-09T22:30:00Z" }, now, zone).count,
    ).toBe(0);
    expect(startDayCount({ todayRepetitions: 0, totalRepetitions: 0, lastPracticeDate: null }, now, zone).count).toBe(0);
  });
});

describe("reconcileDayCount", () => {
  const start = { day: "2026-03-10", count: 3, total: 50 };
  const practised = "2026-03-10T08:59:00Z";

  it("adds the repetitions the server confirmed when its own count is lower", () => {
    expect(
      reconcileDayCount(start, { todayRepetitions: 0, totalRepetitions: 55, lastPracticeDate: practised }, now, zone),
    ).toEqual({
      day: "2026-03-10",
      count: 8,
      total: 55,
    });
  });

  it("takes the server's count when it is higher (practice elsewhere counts too)", () => {
    expect(
      reconcileDayCount(start, { todayRepetitions: 30, totalRepetitions: 55, lastPracticeDate: practised }, now, zone).count,
    ).toBe(30);
  });

  it("agrees with a server that counts the same repetitions", () => {
    expect(
      reconcileDayCount(start, { todayRepetitions: 8, totalRepetitions: 55, lastPracticeDate: practised }, now, zone).count,
    ).toBe(8);
  });

  it("never goes back within a day (an older or duplicate answer)", () => {
    expect(
      reconcileDayCount(start, { todayRepetitions: 0, totalRepetitions: 45, lastPracticeDate: practised }, now, zone),
    ).toEqual(start);
  });

  it("starts again from the server's count on a new day", () => {
    const tomorrow = Date.parse("2026-03-11T09:00:00Z");
    expect(
      reconcileDayCount(
        start,
        { todayRepetitions: 2, totalRepetitions: 60, lastPracticeDate: "2026-03-11T08:00:00Z" },
        tomorrow,
        zone,
      ),
    ).toEqual({ day: "2026-03-11", count: 2, total: 60 });
  });
});

describe("with the server's span of today", () => {
  it("counts as the Intl calendar does, today and across midnight", () => {
    const known = dayCalendar("Europe/Rome", daySpan(now, "Europe/Rome"));
    const source = { todayRepetitions: 7, totalRepetitions: 9, lastPracticeDate: "2026-03-09T23:30:00Z" };
    expect(startDayCount(source, now, known)).toEqual(startDayCount(source, now, zone));
    const late = { ...source, lastPracticeDate: "2026-03-09T22:30:00Z" };
    expect(startDayCount(late, now, known)).toEqual(startDayCount(late, now, zone));
    const start = startDayCount(source, now, known);
    const tomorrow = Date.parse("2026-03-11T08:00:00Z");
    const answer = { todayRepetitions: 2, totalRepetitions: 60, lastPracticeDate: "2026-03-11T08:00:00Z" };
    expect(reconcileDayCount(start, answer, tomorrow, known)).toEqual({ day: "2026-03-11", count: 2, total: 60 });
  });
});

describe("crossesGoal and goalPercent", () => {
  it("crosses once, from below to at or above", () => {
    expect(crossesGoal(19, 20, 20)).toBe(true);
    expect(crossesGoal(15, 25, 20)).toBe(true);
    expect(crossesGoal(20, 21, 20)).toBe(false);
    expect(crossesGoal(5, 19, 20)).toBe(false);
  });

  it("fills the bar up to 100", () => {
    expect(goalPercent(0, 20)).toBe(0);
    expect(goalPercent(5, 20)).toBe(25);
    expect(goalPercent(45, 20)).toBe(100);
  });
});
