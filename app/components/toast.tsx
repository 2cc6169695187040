// Toasts (spec sections 8 and 9): at most one at a time, 5,000 ms by default, replaced by the next.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";

export interface Toast {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  duration?: number;
}

export const TOAST_DURATION_MS = 5000;

interface ToastApi {
  toast: (t: Toast) => void;
  dismiss: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ initial, children }: { initial: Toast | null; children: ReactNode }) {
  const [current, setCurrent] = useState<(Toast & { key: number }) | null>(initial ? { ...initial, key: 0 } : null);
  const counter = useRef(1);
  const toast = useCallback((t: Toast) => setCurrent({ ...t, key: counter.current++ }), []);
  const dismiss = useCallback(() => setCurrent(null), []);

  useEffect(() => {
    if (initial) setCurrent({ ...initial, key: counter.current++ });
  }, [initial]);

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setCurrent(null), current.duration ?? TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [current]);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div aria-live="polite" className="pointer-events-none fixed inset-x-0 top-3 z-50 flex justify-center px-3 sm:justify-end">
        {current && (
          <div
            role="status"
            data-testid="toast"
            key={current.key}
            className={`pointer-events-auto w-full max-w-sm rounded-xl border p-4 shadow-lg ${
              current.variant === "destructive"
                ? "border-red-300 bg-red-50 text-red-900"
                : "border-slate-200 bg-white text-slate-900"
            }`}
          >
            <div className="flex items-start gap-3">
              <div className="flex-1">
                <p className="font-semibold">{current.title}</p>
                {current.description && <p className="mt-1 text-sm opacity-90">{current.description}</p>}
              </div>
              <button
                type="button"
                onClick={dismiss}
                aria-label="Dismiss"
                className="text-lg leading-none opacity-60 hover:opacity-100"
              >
                ×
              </button>
            </div>
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside ToastProvider");
  return api;
}
