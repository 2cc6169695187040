import { useRef } from "react";

/**
 * A ref that always holds the latest value, for effects that must call the newest callback
 * without re-running (and so re-arming their timers) whenever that callback changes.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
