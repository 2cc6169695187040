// The admin's analytics and the learner's progress charts (issue 18: "chart labels clipped ('.0-25'
// on analytics) or ~7 px"): every chart label is at least 12 px on screen and lies inside its SVG,
// at a desktop and a phone width, and the tabs stay free of serious axe violations.
import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { ADMIN_TAG, signInAsAdmin } from "./screens";

const WIDTHS = [1280, 390];
const CHART_PAGES = ["/analytics", "/analytics?tab=languages", "/progress"];

interface LabelReport {
  chart: string;
  text: string;
  px: number;
  inside: boolean;
}

/** Every label of every chart: its size on screen, and whether its box lies inside its SVG's. */
function chartLabels(page: Page): Promise<LabelReport[]> {
  return page.locator("svg[role=img]").evaluateAll((svgs) =>
    (svgs as SVGSVGElement[]).flatMap((svg) => {
      const viewBox = svg.viewBox.baseVal;
      const rect = svg.getBoundingClientRect();
      // Without a viewBox, user units are CSS pixels and the SVG's box is its own size.
      const bounds =
        viewBox && viewBox.width > 0
          ? { x: viewBox.x, y: viewBox.y, width: viewBox.width, height: viewBox.height }
          : { x: 0, y: 0, width: rect.width, height: rect.height };
      return [...svg.querySelectorAll("text")].map((text) => {
        const box = text.getBBox();
        const scale = text.getScreenCTM()?.a ?? 1;
        return {
          chart: svg.getAttribute("aria-label") ?? "chart",
          text: text.textContent ?? "",
          px: parseFloat(getComputedStyle(text).fontSize) * scale,
          inside:
            box.x >= bounds.x - 0.5 &&
            box.y >= bounds.y - 0.5 &&
            box.x + box.width <= bounds.x + bounds.width + 0.5 &&
            box.y + box.height <= bounds.y + bounds.height + 0.5,
        };
      });
    }),
  );
}

test("every chart label is readable and whole, at 1280 and 390 px", { tag: ADMIN_TAG }, async ({ page }) => {
  await signInAsAdmin(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of CHART_PAGES) {
      await page.goto(path);
      await expect(page.locator("svg[role=img]").first()).toBeVisible();
      const labels = await chartLabels(page);
      expect(labels.length, `${path} has chart labels`).toBeGreaterThan(2);
      const small = labels.filter((l) => l.px < 11.95).map((l) => `${l.chart} "${l.text}" ${l.px.toFixed(1)} px`);
      const clipped = labels.filter((l) => !l.inside).map((l) => `${l.chart} "${l.text}"`);
      expect(small, `${width}px ${path}: labels under 12 px`).toEqual([]);
      expect(clipped, `${width}px ${path}: labels outside their chart`).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${width}px ${path} scrolls sideways`,
      ).toBeLessThanOrEqual(width);
    }
  }
  // The day labels are whole dates, never a cut '.0-25'.
  await page.goto("/analytics");
  const days = (await chartLabels(page)).map((l) => l.text);
  expect(days.length).toBeGreaterThanOrEqual(5);
  for (const day of days) expect(day).toMatch(/^\d\d-\d\d$/);
});

test(
  "the analytics tabs have a title and no serious accessibility violation at either width",
  { tag: ADMIN_TAG },
  async ({ page }) => {
    // Eight axe runs: generous on a busy machine.
    test.setTimeout(300_000);
    await signInAsAdmin(page);
    await page.goto("/analytics");
    await expect(page).toHaveTitle("Analytics — Piramide");
    const found: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const tab of ["overview", "languages", "top-users", "recent"]) {
        await page.goto(`/analytics?tab=${tab}`);
        await expect(page.getByRole("tab", { selected: true })).toBeVisible();
        for (const v of await seriousViolations(page)) found.push(`${width}px ${tab}: ${v}`);
      }
    }
    expect(found).toEqual([]);
  },
);
