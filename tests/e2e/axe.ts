// The one accessibility check of the browser tests: axe-core's WCAG 2 A and AA rules (contrast
// included), run in the page, and only the serious or critical violations, one line each.
//
// Why axe-core itself and not @axe-core/playwright's AxeBuilder: for every analysis the builder opens a
// second, blank page, injects axe there a second time and ships every frame's partial results across
// to merge them (axe.finishRun), which is how it reaches cross-origin frames. Our screens have none
// (same-origin frames, if one ever appears, are still reached: axe is injected into every frame and
// axe.run talks to them itself). Measured on the quality spec's 26 screens: 1.1-2.2 s per analysis
// with the builder, 0.3-0.6 s this way, for the same violations.
import axe from "axe-core";
import type { Page } from "@playwright/test";

/**
 * Serious and critical WCAG 2 A/AA violations on the page (or inside `include`, a CSS selector), as
 * `rule (impact): target, target`.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(axe.source);
  }
  return page.evaluate(async (selector) => {
    const { axe: run } = window as unknown as { axe: typeof axe };
    const results = await run.run(selector ? { include: [[selector]] } : document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa"] },
      resultTypes: ["violations"],
    });
    return results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }, include);
}
