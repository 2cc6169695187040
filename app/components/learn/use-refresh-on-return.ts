// Two tabs (or a phone and a laptop) practising the same language would drift apart silently: each
// shows the pyramid it last knew. When this tab comes back into view or focus, the screen's data is
// loaded again; use-practice.ts takes the server's state when it is further on, and says so.
import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { useLatest } from "../shell/use-latest";

export function useRefreshOnReturn() {
  const revalidator = useRevalidator();
  const latest = useLatest(revalidator);
  // Coming back fires both focus and visibilitychange: one reload for the two.
  const loading = useRef(false);
  useEffect(() => {
    function refresh() {
      if (document.visibilityState !== "visible" || loading.current) return;
      loading.current = true;
      latest.current.revalidate().finally(() => {
        loading.current = false;
      });
    }
    document.addEventListener("visibilitychange", refresh);
    window.addEventListener("focus", refresh);
    return () => {
      document.removeEventListener("visibilitychange", refresh);
      window.removeEventListener("focus", refresh);
    };
  }, [latest]);
}
