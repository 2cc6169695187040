// A component whose code is its own chunk, loaded only by the pages that show it, and still rendered
// complete on the server: a server-side loader awaits `preload()` before the page renders, so the
// HTML never holds a loading placeholder (forms keep working before JavaScript). In the browser, a
// page that shows it keeps the server's HTML until the chunk arrives, then hydrates it (React's
// selective hydration inside the Suspense boundary).
import { createElement, lazy, Suspense, useState, type ComponentType } from "react";

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function LazyComponent(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded type later would remount it.
    const [Component] = useState(() => (loaded ?? Lazy) as ComponentType<P>);
    return createElement(Suspense, { fallback: null }, createElement(Component, props));
  }
  return Object.assign(LazyComponent, { preload });
}
