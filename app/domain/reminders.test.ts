import { describe, expect, it } from "vitest";
import { latestDayAnywhere, localClock, reminderDueDay, type ReminderState } from "./reminders";

const off: ReminderState = { hour: null, timeZone: "UTC", sentDay: null, lastPracticeDay: null };

describe("reminder due-ness", () => {
  it("reads the hour and day in the learner's zone", () => {
    const t = Date.UTC(2026, 10, 21, 23, 30);
    expect(localClock(t, "UTC")).toEqual({ day: "2026-11-21", hour: 23 });
    expect(localClock(t, "Asia/Tokyo")).toEqual({ day: "2026-11-22", hour: 8 });
    expect(localClock(t, "America/Los_Angeles")).toEqual({ day: "2026-11-21", hour: 15 });
    expect(localClock(Date.UTC(2026, 10, 21, 0, 5), "UTC")).toEqual({ day: "2026-11-21", hour: 0 });
    expect(localClock(t, "Not/AZone")).toEqual({ day: "2026-11-21", hour: 23 });
  });

  it("is never due when reminders are off", () => {
    expect(reminderDueDay(off, Date.UTC(2026, 10, 21, 12))).toBeNull();
  });

  it("is due from the chosen hour in the learner's zone, not UTC's", () => {
    const tokyo: ReminderState = { ...off, hour: 8, timeZone: "Asia/Tokyo" };
    expect(reminderDueDay(tokyo, Date.UTC(2026, 10, 21, 22, 59))).toBeNull(); // 07:59 in Tokyo
    expect(reminderDueDay(tokyo, Date.UTC(2026, 10, 21, 23, 0))).toBe("2026-11-22"); // 08:00
    expect(reminderDueDay(tokyo, Date.UTC(2026, 10, 22, 14, 50))).toBe("2026-11-22"); // 23:50, a late cron
    expect(reminderDueDay(tokyo, Date.UTC(2026, 10, 22, 15, 0))).toBeNull(); // 00:00 next day, before 08:00
    const la: ReminderState = { ...off, hour: 19, timeZone: "America/Los_Angeles" };
    expect(reminderDueDay(la, Date.UTC(2026, 10, 22, 2, 59))).toBeNull(); // 18:59 on the 21st
    expect(reminderDueDay(la, Date.UTC(2026, 10, 22, 3, 0))).toBe("2026-11-21"); // 19:00 on the 21st
  });

  it("sends at most one a day: not again once sent today, again the next day", () => {
    const sent: ReminderState = { ...off, hour: 9, sentDay: "2026-11-21" };
    expect(reminderDueDay(sent, Date.UTC(2026, 10, 21, 9, 10))).toBeNull();
    expect(reminderDueDay(sent, Date.UTC(2026, 10, 21, 23, 50))).toBeNull();
    expect(reminderDueDay(sent, Date.UTC(2026, 10, 22, 9, 0))).toBe("2026-11-22");
  });

  it("is not due on a day the learner has practised, in their calendar", () => {
    const practised: ReminderState = { ...off, hour: 9, timeZone: "Asia/Tokyo", lastPracticeDay: "2026-11-22" };
    expect(reminderDueDay(practised, Date.UTC(2026, 10, 22, 1))).toBeNull(); // 10:00 on the 22nd in Tokyo
    expect(reminderDueDay({ ...practised, lastPracticeDay: "2026-11-21" }, Date.UTC(2026, 10, 22, 1))).toBe("2026-11-22");
  });

  it("knows the latest day on Earth, so no learner's today is after it", () => {
    const t = Date.UTC(2026, 10, 21, 9, 59);
    expect(latestDayAnywhere(t)).toBe("2026-11-21");
    expect(latestDayAnywhere(Date.UTC(2026, 10, 21, 10, 0))).toBe("2026-11-22");
    for (const zone of ["Pacific/Auckland", "Pacific/Tongatapu", "Asia/Tokyo", "UTC", "Pacific/Pago_Pago"]) {
      expect(localClock(t, zone).day <= latestDayAnywhere(t)).toBe(true);
    }
  });
});
