import { describe, expect, it } from "vitest";
import { ALLOWANCE_CAPACITY, chargeSteps, stepsAvailable } from "./step-allowance";

const T = 1_000_000;

/** Charges batches of `size` at `now` until one is refused; returns the steps accepted. */
function drain(size: number, now: number, fullAt: number | null = null) {
  let at = fullAt;
  let accepted = 0;
  for (;;) {
    const charge = chargeSteps(at, size, now);
    if (!charge.allowed) return { accepted, fullAt: at, refusal: charge };
    at = charge.fullAt;
    accepted += size;
  }
}

describe("the step allowance", () => {
  it("holds 300 steps: 15 batches of 20 at once, the 16th refused", () => {
    const { accepted, refusal } = drain(20, T);
    expect(accepted).toBe(ALLOWANCE_CAPACITY);
    expect(refusal).toEqual({ allowed: false, retryAfterMs: 5_000 }); // 20 steps at 4 a second
  });

  it("charges single steps the same way", () => {
    expect(drain(1, T).accepted).toBe(300);
  });

  it("refills at 4 steps a second, never beyond 300", () => {
    const { fullAt } = drain(20, T);
    expect(stepsAvailable(fullAt, T)).toBe(0);
    expect(stepsAvailable(fullAt, T + 1_000)).toBe(4);
    expect(stepsAvailable(fullAt, T + 2_500)).toBe(10);
    expect(chargeSteps(fullAt, 10, T + 2_500).allowed).toBe(true);
    expect(chargeSteps(fullAt, 11, T + 2_500).allowed).toBe(false);
    expect(stepsAvailable(fullAt, T + 10 * 60_000)).toBe(300);
    // A day away still holds only 300.
    expect(drain(20, T + 86_400_000, fullAt).accepted).toBe(300);
  });

  it("tells how long until a refused request fits", () => {
    const { fullAt } = drain(20, T);
    const refused = chargeSteps(fullAt, 8, T + 1_000);
    expect(refused).toEqual({ allowed: false, retryAfterMs: 1_000 });
    expect(chargeSteps(fullAt, 8, T + 2_000).allowed).toBe(true);
  });

  it("never lets 4 a second plus the 300 be beaten, whatever the batching", () => {
    // One minute of sending a batch of 20 every second: 300 + 4 × 60 at most.
    let fullAt: number | null = null;
    let accepted = 0;
    for (let s = 0; s <= 60; s++) {
      const charge = chargeSteps(fullAt, 20, T + s * 1000);
      if (charge.allowed) {
        fullAt = charge.fullAt;
        accepted += 20;
      }
    }
    expect(accepted).toBeLessThanOrEqual(300 + 4 * 60);
    expect(accepted).toBeGreaterThanOrEqual(300 + 4 * 60 - 20);
  });

  it("refuses for good a request larger than the whole allowance, and bad counts", () => {
    expect(chargeSteps(null, 301, T)).toEqual({ allowed: false, retryAfterMs: null });
    expect(() => chargeSteps(null, 0, T)).toThrow(RangeError);
    expect(() => chargeSteps(null, 2.5, T)).toThrow(RangeError);
  });

  it("a clock running backwards grants nothing", () => {
    const { fullAt } = drain(20, T);
    expect(chargeSteps(fullAt, 1, T - 60_000).allowed).toBe(false);
  });
});
