// Toasts (spec sections 8 and 9): one at a time, each for its duration (5,000 ms by default); the
// next waits its turn (queue in toast-queue.ts). They sit at the bottom, so they never hide the
// header, a page's title or the learn screen's Continue.
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from "react";
import { emptyQueue, shownToast, toastQueue, type ToastQueueAction, type ToastQueueState } from "./toast-queue";

export interface Toast {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  duration?: number;
}

export const TOAST_DURATION_MS = 5000;

interface ToastApi {
  toast: (t: Toast) => void;
  /** Ends the toast shown now; the next one in the queue follows. */
  dismiss: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

type Reducer = (state: ToastQueueState<Toast>, action: ToastQueueAction<Toast>) => ToastQueueState<Toast>;

export function ToastProvider({ initial, children }: { initial: Toast | null; children: ReactNode }) {
  const [state, send] = useReducer<Reducer>(toastQueue, emptyQueue(initial));
  const current = shownToast(state);
  const currentKey = useRef<number | null>(null);
  currentKey.current = current?.key ?? null;

  const toast = useCallback((t: Toast) => send({ type: "push", toast: t }), []);
  const dismiss = useCallback(() => {
    if (currentKey.current !== null) send({ type: "done", key: currentKey.current });
  }, []);

  // A flash toast arriving with a later navigation joins the queue; the first one is already in it.
  const seenInitial = useRef(initial);
  useEffect(() => {
    if (initial && initial !== seenInitial.current) send({ type: "push", toast: initial });
    seenInitial.current = initial;
  }, [initial]);

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => send({ type: "done", key: current.key }), current.toast.duration ?? TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [current]);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* On a phone the toast lies over the bottom navigation, the one band that is neither header,
          page title nor Continue; on wider screens it keeps to the bottom-right corner. */}
      <div
        aria-live="polite"
        data-testid="toast-region"
        className="pointer-events-none fixed inset-x-0 bottom-2 z-50 flex justify-center px-2 md:bottom-4 md:justify-end md:px-4"
      >
        {current && <ToastCard key={current.key} toast={current.toast} onDismiss={dismiss} />}
      </div>
    </ToastContext.Provider>
  );
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  return (
    <div
      role="status"
      data-testid="toast"
      className={`pointer-events-auto w-full max-w-sm rounded-xl border px-4 py-2.5 text-sm shadow-lg md:w-80 md:p-4 md:text-base ${
        toast.variant === "destructive" ? "border-red-300 bg-red-50 text-red-900" : "border-slate-200 bg-white text-slate-900"
      }`}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1 break-words">
          <p className="font-semibold">{toast.title}</p>
          {toast.description && <p className="mt-0.5 text-sm opacity-90 md:mt-1">{toast.description}</p>}
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="text-lg leading-none opacity-60 hover:opacity-100"
        >
          ×
        </button>
      </div>
    </div>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside ToastProvider");
  return api;
}
