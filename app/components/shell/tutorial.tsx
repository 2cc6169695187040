// The 5-step tutorial (spec section 2): opens by itself once for a brand-new learner, and again from
// 'Help & Tutorial' (the header's on wide screens, the learn screen's on phones). A native modal
// <dialog>: the page behind is inert, focus moves in and stays in, Escape or the close button end
// it, and focus goes back to what opened it. The dialog itself (tutorial-dialog.tsx) loads when it
// first opens: a learner who has seen it never downloads it with the learn screen (issue #31).
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { orReload } from "./lazy-component";
import { useLatest } from "./use-latest";

const TutorialDialog = lazy(() => orReload(import("./tutorial-dialog")));

export const TUTORIAL_SEEN_KEY = "piramide:tutorial-seen";

interface TutorialApi {
  open: boolean;
  show: () => void;
  close: () => void;
  /** Called whenever the dialog closes, however it was opened; returns the unsubscribe. */
  onClosed: (listener: () => void) => () => void;
}

const TutorialContext = createContext<TutorialApi | null>(null);

/** Holds the one tutorial dialog of the signed-in frame, so any 'Help & Tutorial' can open it. */
export function TutorialProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const listeners = useRef(new Set<() => void>());
  const show = useCallback(() => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    for (const listener of listeners.current) listener();
  }, []);
  const onClosed = useCallback((listener: () => void) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  const api = useMemo(() => ({ open, show, close, onClosed }), [open, show, close, onClosed]);
  return (
    <TutorialContext.Provider value={api}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <TutorialDialog onClose={close} opener={opener} />
        </Suspense>
      )}
    </TutorialContext.Provider>
  );
}

export function useTutorial(): TutorialApi | null {
  return useContext(TutorialContext);
}

/**
 * The learn screen's handle on the tutorial: inside the signed-in frame it drives the frame's one
 * dialog (and hears when it closes, whoever opened it); on its own it renders the dialog itself.
 */
export function Tutorial({ open, onClose }: { open: boolean; onClose: () => void }) {
  const tutorial = useTutorial();
  const latestClose = useLatest(onClose);
  const show = tutorial?.show;
  const onClosed = tutorial?.onClosed;
  useEffect(() => {
    if (open && show) show();
  }, [open, show]);
  useEffect(() => onClosed?.(() => latestClose.current()), [onClosed, latestClose]);
  if (tutorial || !open) return null;
  return (
    <Suspense fallback={null}>
      <TutorialDialog onClose={onClose} opener={null} />
    </Suspense>
  );
}
