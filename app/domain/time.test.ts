import { describe, expect, it } from "vitest";
import { DAY_MS, dayNumber, dayOfNumber, HOUR_MS, MINUTE_MS, WEEK_MS } from "./time";

describe("time", () => {
  it("states each duration in milliseconds", () => {
    expect(MINUTE_MS).toBe(60_000);
    expect(HOUR_MS).toBe(3_600_000);
    expect(DAY_MS).toBe(86_400_000);
    expect(WEEK_MS).toBe(604_800_000);
  });

  it("numbers calendar days and back, across a month and a leap day", () => {
    expect(dayNumber("1970-01-02")).toBe(1);
    expect(dayNumber("2024-03-01") - dayNumber("2024-02-28")).toBe(2);
    expect(dayOfNumber(dayNumber("2024-02-29"))).toBe("2024-02-29");
    expect(dayOfNumber(dayNumber("2023-12-31") + 1)).toBe("2024-01-01");
  });
});
