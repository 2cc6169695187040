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

describe("toast queue: celebrations at once", () => {
  const urgent = (state: ToastQueueState<string>, toast: string) => toastQueue(state, { type: "push", toast, urgent: true });
  const done = (state: ToastQueueState<string>) => toastQueue(state, { type: "done", key: shownToast(state)!.key });

  it("shows an urgent toast at once, ahead of the backlog, and the interrupted one again after it", () => {
    let state = push(emptyQueue<string>(), "achievement 1", "achievement 2", "achievement 3");
    state = urgent(state, "graduated");
    expect(shownToast(state)?.toast).toBe("graduated");
    expect(state.items.map((i) => i.toast)).toEqual(["graduated", "achievement 1", "achievement 2", "achievement 3"]);
    state = done(state);
    expect(shownToast(state)?.toast).toBe("achievement 1");
  });

  it("keeps celebrations in their own order: a second one waits for the first, still ahead of the rest", () => {
    let state = push(emptyQueue<string>(), "achievement");
    state = urgent(state, "graduated");
    state = urgent(state, "goal reached");
    state = push(state, "later achievement");
    expect(state.items.map((i) => i.toast)).toEqual(["graduated", "goal reached", "achievement", "later achievement"]);
    state = done(state);
    expect(shownToast(state)?.toast).toBe("goal reached");
  });

  it("gives every toast its own key, so a late timer of the interrupted one never ends the celebration", () => {
    let state = push(emptyQueue<string>(), "achievement");
    const interruptedKey = shownToast(state)!.key;
    state = urgent(state, "graduated");
    expect(toastQueue(state, { type: "done", key: interruptedKey })).toBe(state);
    expect(shownToast(state)?.toast).toBe("graduated");
  });

  it("shows an urgent toast on an empty queue like any other", () => {
    expect(shownToast(urgent(emptyQueue<string>(), "goal reached"))?.toast).toBe("goal reached");
  });
});
