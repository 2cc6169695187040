// The toast queue as a pure reducer (spec: one toast at a time): the first entry is the one shown,
// the rest wait their turn; a toast that ends (its time, or dismissed) brings the next.
// A celebration (a graduation, the daily goal reached: issue 29) is urgent: it is shown at once, ahead
// of every ordinary toast, the one on screen included (that one waits again right after it, and gets
// its whole time when it comes back). Urgent toasts keep their own order among themselves, so one
// celebration never cuts another short.
export interface QueuedToast<T> {
  key: number;
  toast: T;
  urgent?: boolean;
}

export interface ToastQueueState<T> {
  items: QueuedToast<T>[];
  nextKey: number;
}

export type ToastQueueAction<T> =
  { type: "push"; toast: T; urgent?: boolean } | { type: "done"; key: number } | { type: "clear" };

export function emptyQueue<T>(initial?: T | null): ToastQueueState<T> {
  return initial ? { items: [{ key: 0, toast: initial }], nextKey: 1 } : { items: [], nextKey: 0 };
}

export function toastQueue<T>(state: ToastQueueState<T>, action: ToastQueueAction<T>): ToastQueueState<T> {
  switch (action.type) {
    case "push": {
      const entry: QueuedToast<T> = { key: state.nextKey, toast: action.toast };
      if (!action.urgent) return { items: [...state.items, entry], nextKey: state.nextKey + 1 };
      const firstOrdinary = state.items.findIndex((item) => !item.urgent);
      const at = firstOrdinary === -1 ? state.items.length : firstOrdinary;
      const items = [...state.items.slice(0, at), { ...entry, urgent: true }, ...state.items.slice(at)];
      return { items, nextKey: state.nextKey + 1 };
    }
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
