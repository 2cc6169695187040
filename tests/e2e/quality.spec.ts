// Every screen, as a visitor and as a signed-in learner, at a desktop and a phone width: no serious
// or critical axe violation (WCAG 2 A/AA, contrast included), no Content-Security-Policy violation,
// and the security headers on every HTML answer.
import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { ADMIN_TAG, LEARNER_SCREENS, signInAsAdmin, VISITOR_SCREENS } from "./screens";

const WIDTHS = [1280, 390];

function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function checkScreens(page: Page, paths: string[], who: string) {
  const csp = watchCsp(page);
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response!.status(), `${path} answers`).toBeLessThan(500);
      const headers = response!.headers();
      expect(headers["content-security-policy"], `${path} CSP`).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["strict-transport-security"]).toContain("max-age=");
      expect(headers["permissions-policy"]).toContain("camera=()");
      // "Say it" (issue #28): the microphone and on-device recognition for our own pages only.
      expect(headers["permissions-policy"]).toContain("microphone=(self)");
      expect(headers["permissions-policy"]).toContain("on-device-speech-recognition=(self)");
      // Every signed-in page is private and never stored, except the learn screen, which the service
      // worker keeps for offline practice (private, revalidated each time: public/sw.js, issue #27).
      if (who === "learner") {
        expect(headers["cache-control"], `${path} is private`).toBe(path === "/" ? "private, no-cache" : "private, no-store");
      }
      await page.waitForLoadState("networkidle");
      for (const v of await seriousViolations(page)) found.push(`${who} ${width}px ${path}: ${v}`);
    }
  }
  expect(found, found.join("\n")).toEqual([]);
  expect(csp, csp.join("\n")).toEqual([]);
}

test("every visitor screen is accessible and runs under the security policy", async ({ page }) => {
  test.setTimeout(180_000); // eight axe runs; a busy machine needs the margin
  await checkScreens(page, VISITOR_SCREENS, "visitor");
});

test("every learner screen is accessible and runs under the security policy", { tag: ADMIN_TAG }, async ({ page }) => {
  test.setTimeout(600_000); // sixteen axe runs; a busy machine needs the margin
  await signInAsAdmin(page);
  await checkScreens(page, LEARNER_SCREENS, "learner");
});

// The checks above pass only if they can fail: on a page with two planted faults, both are reported,
// and a check narrowed to the clean part reports none.
test("the accessibility check reports planted faults, inside the part it is asked about only", async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><title>Planted</title>
    <header id="clean"><h1>Clean part</h1></header>
    <main><p style="color:#eeeeee;background:#ffffff">Barely there</p><button id="nameless"></button></main>`);
  const found = await seriousViolations(page);
  expect(found).toContain("button-name (critical): #nameless");
  expect(found).toContain("color-contrast (serious): p");
  expect(await seriousViolations(page, "#clean")).toEqual([]);
});
