// A component whose code is its own chunk, loaded only by the pages that show it, and still rendered
// complete on the server: a server-side loader awaits `preload()` before the page renders, so the
// HTML never holds a loading placeholder (forms keep working before JavaScript). In the browser, a
// page that shows it keeps the server's HTML until the chunk arrives, then hydrates it (React's
// selective hydration inside the Suspense boundary).
import { createElement, lazy, Suspense, useState, type ComponentType } from "react";

const RELOADED_AT = "piramide:chunk-reload";

/**
 * For React.lazy: a chunk that fails to load (a network blip, or a deploy that no longer serves the
 * old file) would throw to the root's error screen with no way back. The page is loaded again
 * instead, as React Router does for its own route modules; the new page names files that exist. Not
 * offline (the stored page would fail the same way), and not twice within a minute (no loop).
 */
export function orReload<T>(chunk: Promise<T>): Promise<T> {
  return chunk.catch((error: unknown) => {
    let reload: boolean;
    try {
      reload = navigator.onLine && Date.now() - Number(sessionStorage.getItem(RELOADED_AT)) > 60_000;
      if (reload) sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    } catch {
      // No session storage (or no browser): nothing would stop a loop, so no reload.
      reload = false;
    }
    if (!reload) throw error;
    location.reload();
    return new Promise<T>(() => undefined);
  });
}

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = lazy(() => orReload(preload()).then((component) => ({ default: component })));
  function LazyComponent(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded type later would remount it.
    const [Component] = useState(() => (loaded ?? Lazy) as ComponentType<P>);
    return createElement(Suspense, { fallback: null }, createElement(Component, props));
  }
  return Object.assign(LazyComponent, { preload });
}
