import { describe, expect, it } from "vitest";
import { formatCount } from "./format";

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
