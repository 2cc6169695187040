import { describe, expect, it } from "vitest";
import { derivedRates } from "./analytics";

describe("derivedRates", () => {
  it("premium rate = premium / total; trial conversion = premium / (trial total + premium)", () => {
    expect(derivedRates({ totalUsers: 8, premiumUsers: 2, trialUsers: { total: 3 } })).toEqual({
      premiumRate: 0.25,
      trialConversion: 0.4,
    });
  });
  it("is 0 rather than NaN with no users", () => {
    expect(derivedRates({ totalUsers: 0, premiumUsers: 0, trialUsers: { total: 0 } })).toEqual({
      premiumRate: 0,
      trialConversion: 0,
    });
  });
});
