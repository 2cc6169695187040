// At the narrowest phone width (320 px) no screen scrolls sideways, and the signed-in header keeps
// 'Logout' in view (issue 18: the header overflowed and cut it off).
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ADMIN_TAG, LEARNER_SCREENS, signInAsAdmin, VISITOR_SCREENS } from "./screens";

const NARROW = { width: 320, height: 640 };

/** What sticks out past the viewport's right edge, to name the culprit when a screen overflows. */
async function overflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const culprits: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5) continue;
      // Report the outermost element only; its children overflow with it.
      const parent = el.parentElement?.getBoundingClientRect();
      if (parent && parent.right > width + 0.5) continue;
      const id = el.getAttribute("data-testid") ?? el.id;
      culprits.push(
        `${el.tagName.toLowerCase()}${id ? `#${id}` : ""}.${el.className.toString().slice(0, 80)} right=${Math.round(box.right)}`,
      );
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, culprits: culprits.slice(0, 5) };
  });
}

async function sidewaysScroll(page: Page, path: string): Promise<string | null> {
  const response = await page.goto(path);
  expect(response!.status(), `${path} answers`).toBeLessThan(500);
  await page.waitForLoadState("networkidle");
  const o = await overflow(page);
  return o.scrollWidth > o.innerWidth
    ? `${path}: scrollWidth ${o.scrollWidth} > ${o.innerWidth}: ${o.culprits.join("; ")}`
    : null;
}

// One sign-in for all screens: the check is per screen, the cost of signing in is not.
test("no visitor screen scrolls sideways at 320 px", async ({ page }) => {
  await page.setViewportSize(NARROW);
  const found: string[] = [];
  for (const path of VISITOR_SCREENS) {
    const problem = await sidewaysScroll(page, path);
    if (problem) found.push(problem);
  }
  expect(found).toEqual([]);
});

test("no learner screen scrolls sideways at 320 px, and Logout stays in view", { tag: ADMIN_TAG }, async ({ page }) => {
  await signInAsAdmin(page);
  await page.setViewportSize(NARROW);
  const found: string[] = [];
  for (const path of LEARNER_SCREENS) {
    const problem = await sidewaysScroll(page, path);
    if (problem) found.push(problem);
    await expect(page.getByRole("banner").getByRole("button", { name: "Logout" }), path).toBeInViewport({ ratio: 1 });
  }
  expect(found).toEqual([]);
});
