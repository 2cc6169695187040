import { describe, expect, it } from "vitest";
import { emptyQueue, shownToast, toastQueue, type ToastQueueState } from "./toast-queue";

function push(state: ToastQueueState<string>, ...titles: string[]) {
  return titles.reduce((s, toast) => toastQueue(s, { type: "push", toast }), state);
}

describe("toast queue", () => {
  it("shows nothing when empty, and the initial toast first", () => {
    expect(shownToast(emptyQueue<string>())).toBeNull();
    expect(shownToast(emptyQueue("flash"))?.toast).toBe("flash");
  });

  it("shows one toast at a time, in the order they came", () => {
    let state = push(emptyQueue<string>(), "first", "second", "third");
    expect(shownToast(state)?.toast).toBe("first");
    expect(state.items).toHaveLength(3);
    state = toastQueue(state, { type: "done", key: shownToast(state)!.key });
    expect(shownToast(state)?.toast).toBe("second");
    state = toastQueue(state, { type: "done", key: shownToast(state)!.key });
    expect(shownToast(state)?.toast).toBe("third");
    state = toastQueue(state, { type: "done", key: shownToast(state)!.key });
    expect(shownToast(state)).toBeNull();
  });

  it("a toast pushed after the queue emptied gets a fresh key", () => {
    let state = push(emptyQueue<string>(), "first");
    const firstKey = shownToast(state)!.key;
    state = toastQueue(state, { type: "done", key: firstKey });
    state = push(state, "again");
    expect(shownToast(state)?.key).not.toBe(firstKey);
  });

  it("ignores the end of a toast that is not the one shown (a late timer)", () => {
    let state = push(emptyQueue<string>(), "first", "second");
    const firstKey = shownToast(state)!.key;
    state = toastQueue(state, { type: "done", key: firstKey });
    const after = toastQueue(state, { type: "done", key: firstKey });
    expect(after).toBe(state);
    expect(shownToast(after)?.toast).toBe("second");
  });

  it("clear empties the queue", () => {
    const state = toastQueue(push(emptyQueue<string>(), "a", "b"), { type: "clear" });
    expect(shownToast(state)).toBeNull();
  });
});
