// When a page has hydrated: one probe for the browser tests and bench/page-weight.ts.
import type { Page } from "@playwright/test";

/**
 * Resolves once React has hydrated the page (at once on a page that ships no JavaScript): hydration
 * runs in document order and commits when it reaches the end, so the body's last element carries
 * React's fiber then. (Scripts are passed over: the data stream's closing script comes after React's
 * markup.)
 */
export async function hydrated(page: Page, timeout?: number) {
  await page.waitForFunction(
    () => {
      if (!document.querySelector("script[type=module]")) return true;
      const last = [...document.body.querySelectorAll(":scope > :not(script)")].pop();
      return !!last && Object.keys(last).some((key) => key.startsWith("__reactFiber"));
    },
    undefined,
    { timeout },
  );
}
