import { useEffect, useState } from "react";

/**
 * False in the server's HTML and until the page's JavaScript runs, then true: controls that need
 * JavaScript stay disabled (or hidden) until they work, and the first render matches the server's.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
