import { describe, expect, it } from "vitest";
import { forgetOtherLearners } from "./use-practice";

function storeWith(keys: string[]) {
  const data = new Map(keys.map((k) => [k, "x"]));
  return {
    data,
    get length() {
      return data.size;
    },
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe("forgetOtherLearners", () => {
  it("removes another learner's outbox, saved answers and goal note, and keeps this learner's and the device's", () => {
    const store = storeWith([
      "piramide:outbox:7:italian",
      "piramide:snapshot:7:italian",
      "piramide:goal-reached:7",
      "piramide:outbox:70:italian",
      "piramide:snapshot:12:french",
      "piramide:goal-reached:12",
      "piramide:autoplay",
    ]);
    forgetOtherLearners(store, 7);
    expect([...store.data.keys()].sort()).toEqual([
      "piramide:autoplay",
      "piramide:goal-reached:7",
      "piramide:outbox:7:italian",
      "piramide:snapshot:7:italian",
    ]);
  });
});
