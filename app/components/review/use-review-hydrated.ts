import { useEffect, useState } from "react";

/** False in the server's HTML and until the page's JavaScript runs: controls that need it wait. */
export function useReviewHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
