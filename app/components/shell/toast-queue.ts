// The toast queue as a pure reducer (spec: one toast at a time): the first entry is the one shown,
// the rest wait their turn; a toast that ends (its time, or dismissed) brings the next.
export interface QueuedToast<T> {
  key: number;
  toast: T;
}

export interface ToastQueueState<T> {
  items: QueuedToast<T>[];
  nextKey: number;
}

export type ToastQueueAction<T> = { type: "push"; toast: T } | { type: "done"; key: number } | { type: "clear" };

export function emptyQueue<T>(initial?: T | null): ToastQueueState<T> {
  return initial ? { items: [{ key: 0, toast: initial }], nextKey: 1 } : { items: [], nextKey: 0 };
}

export function toastQueue<T>(state: ToastQueueState<T>, action: ToastQueueAction<T>): ToastQueueState<T> {
  switch (action.type) {
    case "push":
      return { items: [...state.items, { key: state.nextKey, toast: action.toast }], nextKey: state.nextKey + 1 };
    case "done":
      // Keyed, so a timer that fires late for a toast already dismissed never ends its successor.
      if (state.items[0]?.key !== action.key) return state;
      return { ...state, items: state.items.slice(1) };
    case "clear":
      return { ...state, items: [] };
  }
}

export function shownToast<T>(state: ToastQueueState<T>): QueuedToast<T> | null {
  return state.items[0] ?? null;
}
