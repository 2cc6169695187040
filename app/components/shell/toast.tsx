// Toasts (spec sections 8 and 9): one at a time, each for its duration (5,000 ms by default); the
// next waits its turn (queue in toast-queue.ts). On wide screens they sit in the bottom-right corner;
// on a phone inside the signed-in header (ToastSlot), in the page's flow: the header grows and the page
// moves down, so no toast ever lies over the header's row, a page's title or the learn screen's Continue.
//
// One way in for each kind of toast: the server flashes one across a redirect (server/toast.server.ts,
// shown here as `initial`), a form action's reply carries one (useReplyToast), and the browser's own
// code calls toast(). A toast() before the provider is mounted waits for it.
import { createContext, useCallback, useContext, useEffect, useReducer, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import type { Toast } from "../../domain/views";
import { emptyQueue, shownToast, toastQueue, type ToastQueueAction, type ToastQueueState } from "./toast-queue";

export const TOAST_DURATION_MS = 5000;

let deliver: ((t: Toast) => void) | null = null;
const waiting: Toast[] = [];

/** Shows a toast (after the ones already queued; an urgent one at once). Browser code only: on the server it does nothing. */
export function toast(t: Toast): void {
  if (typeof window === "undefined") return;
  if (deliver) deliver(t);
  else waiting.push(t);
}

/** A form action's reply (Conform's result and the screen's extras) said as a toast when it carries one. */
export function useReplyToast(reply: { toast?: Toast } | null | undefined): void {
  useEffect(() => {
    if (reply?.toast) toast(reply.toast);
  }, [reply]);
}

/** Where toasts go on a phone (the signed-in header's slot), or null. */
type SetSlot = (slot: HTMLElement | null) => void;

const PHONE = "(max-width: 767px)";

/** True on a phone-width screen; false on the server and before hydration (the first render matches). */
function usePhoneWidth(): boolean {
  const [phone, setPhone] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(PHONE);
    const update = () => setPhone(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return phone;
}

const SlotContext = createContext<SetSlot | null>(null);

type Reducer = (state: ToastQueueState<Toast>, action: ToastQueueAction<Toast>) => ToastQueueState<Toast>;

export function ToastProvider({ initial, children }: { initial: Toast | null; children: ReactNode }) {
  const [state, send] = useReducer<Reducer>(toastQueue, emptyQueue(initial));
  const current = shownToast(state);
  const currentKey = useRef<number | null>(null);
  currentKey.current = current?.key ?? null;

  useEffect(() => {
    const mine = (t: Toast) => send({ type: "push", toast: t, urgent: t.urgent });
    deliver = mine;
    for (const t of waiting.splice(0)) mine(t);
    return () => {
      if (deliver === mine) deliver = null;
    };
  }, []);
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

  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const phone = usePhoneWidth();
  const card = current && <ToastCard key={current.key} toast={current.toast} onDismiss={dismiss} />;
  const inSlot = slot !== null && phone;
  return (
    <SlotContext.Provider value={setSlot}>
      {children}
      {/* Without the header's slot (signed out, or before hydration) a phone's toast lies over the
          bottom navigation; on wider screens it keeps to the bottom-right corner. */}
      <div
        aria-live="polite"
        data-testid="toast-region"
        className="pointer-events-none fixed inset-x-0 bottom-2 z-50 flex justify-center px-2 md:bottom-4 md:justify-end md:px-4"
      >
        {!inSlot && card}
      </div>
      {inSlot && card && createPortal(card, slot)}
    </SlotContext.Provider>
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

/** The signed-in header's place for toasts on a phone (hidden from md up, and while empty). */
export function ToastSlot() {
  const setSlot = useContext(SlotContext);
  return (
    <div ref={setSlot ?? undefined} data-testid="toast-slot" className="flex justify-center px-2 pb-2 empty:hidden md:hidden" />
  );
}
