// The signed-in frame's rough edges (issue 18), at a desktop and the narrowest phone width: the
// language menu closes as menus do, the tutorial is a real modal dialog reachable at every width,
// and toasts come one at a time without covering the header or Continue.
import type { Locator, Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";
import { startTrial } from "./helpers";

const WIDTHS = [
  { width: 1280, height: 720 },
  { width: 320, height: 640 },
];

/** A new learner on a trial (every language unlocked), on the learn screen. */
async function newLearner(page: Page, { tutorialSeen = true } = {}) {
  await signIn(page, { language: "italian", tutorialSeen });
  await startTrial(page);
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
}

async function focusIsInside(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el.contains(document.activeElement));
}

function intersects(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize(size));

    test("the language menu closes on a choice, on Escape and on a press outside, and works by keyboard", async ({ page }) => {
      await newLearner(page);
      const menu = page.getByTestId("language-switcher");
      const summary = menu.locator("summary");
      const spanish = menu.getByRole("button", { name: /Spanish/ });

      // By keyboard: open, move to the first language that can be chosen, choose it.
      await summary.focus();
      await page.keyboard.press("Enter");
      await expect(spanish).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(spanish).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(summary).toContainText("Spanish");
      await expect(spanish).toBeHidden();
      await expect(page.getByTestId("repetitions")).toBeVisible();

      // Escape the moment it opens, before React hears of the opening (a task later), closes it too.
      for (let i = 0; i < 3; i++) {
        await summary.click();
        await page.keyboard.press("Escape");
        await expect(menu).not.toHaveAttribute("open");
      }

      await summary.click();
      await expect(spanish).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(spanish).toBeHidden();
      await expect(summary).toBeFocused();

      await summary.click();
      await expect(spanish).toBeVisible();
      await page.locator("main").click({ position: { x: 4, y: 4 } });
      await expect(spanish).toBeHidden();
    });

    test("the tutorial is a modal dialog: focus inside and kept there, Escape and the close button end it", async ({ page }) => {
      await newLearner(page, { tutorialSeen: false });
      // It opens by itself for a brand-new learner, with focus already inside.
      const dialog = page.getByRole("dialog");
      await expect(dialog).toHaveAccessibleName("Welcome to Pyramid Learning");
      expect(await focusIsInside(dialog)).toBe(true);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);

      // 'Help & Tutorial' is there at this width (the header's on desktop, the learn screen's on a phone).
      const help = page.getByRole("button", { name: "Help & Tutorial" });
      await expect(help).toHaveCount(1);
      await help.click();
      await expect(dialog).toBeVisible();
      expect(await focusIsInside(dialog)).toBe(true);
      await dialog.getByRole("button", { name: "Next" }).click();
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press("Tab");
        expect(await focusIsInside(dialog), `Tab ${i + 1} stays in the dialog`).toBe(true);
      }
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press("Shift+Tab");
        expect(await focusIsInside(dialog), `Shift+Tab ${i + 1} stays in the dialog`).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(help).toBeFocused();

      await help.click();
      await page.getByRole("button", { name: "Close tutorial" }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(help).toBeFocused();

      // The five steps are all there, and the last one starts learning.
      await help.click();
      for (const title of ["Audio Features", "Auto Progress", "Keyboard Shortcuts", "Ready to Learn"]) {
        await page.getByRole("dialog").getByRole("button", { name: "Next" }).click();
        await expect(page.getByRole("dialog").getByRole("heading", { name: title })).toBeVisible();
      }
      await page.getByRole("dialog").getByRole("button", { name: "Start Learning" }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test("toasts come one at a time, the next after the first, and cover neither header nor Continue", async ({ page }) => {
      // A toast's time runs on the page's clock, paused here and moved on by the test: each toast stays
      // until the test says its time is up, however slow the machine.
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1000);
      await newLearner(page);
      const copy = page.getByRole("button", { name: "Copy", exact: true });
      const toasts = page.getByTestId("toast");
      await copy.click();
      await copy.click();
      await copy.click();
      await expect(toasts).toHaveCount(1);

      const toast = await toasts.boundingBox();
      // The header's row (logo, navigation, language, Logout); on a phone the toast joins the header
      // below that row, in the page's flow, so the page moves down instead of being covered.
      const header = await page.getByRole("banner").locator(":scope > div").first().boundingBox();
      await expect(page.getByRole("banner").getByTestId("toast")).toHaveCount(size.width < 768 ? 1 : 0);
      const proceed = await page.getByRole("button", { name: "Continue" }).boundingBox();
      expect(toast && header && proceed).toBeTruthy();
      expect(intersects(toast!, header!), "toast over the header").toBe(false);
      expect(intersects(toast!, proceed!), "toast over Continue").toBe(false);

      // The second follows when the first's time is up: a new toast, never two at once.
      await toasts.evaluate((el) => el.setAttribute("data-seen", "1"));
      await page.clock.runFor(5_000);
      await expect(page.locator('[data-testid="toast"]:not([data-seen])')).toBeVisible();
      await expect(toasts).toHaveCount(1);
      // Dismissing one brings the next (the third) at once.
      await toasts.evaluate((el) => el.setAttribute("data-seen", "2"));
      await toasts.getByRole("button", { name: "Dismiss" }).click();
      await expect(page.locator('[data-testid="toast"]:not([data-seen])')).toBeVisible();
      await expect(toasts).toHaveCount(1);
      await toasts.getByRole("button", { name: "Dismiss" }).click();
      await expect(toasts).toHaveCount(0);
    });
  });
}

// A lazy chunk that fails to load (a network blip; a deploy that no longer serves the old file):
// the page loads once more instead of the root's "Something went wrong", and never loops.
test.describe("a part of the page that fails to load", () => {
  const CHUNK = /\/assets\/language-choice-[\w-]+\.js$/;

  /** How many times the page's document is requested from now on. */
  function documentLoads(page: Page) {
    let loads = 0;
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads++;
    });
    return () => loads;
  }

  test("once: the page loads again and works", async ({ page }) => {
    let failed = 0;
    await page.route(CHUNK, (route) => (failed++ === 0 ? route.abort("connectionreset") : route.continue()));
    await signIn(page, { tutorialSeen: true });
    const loads = documentLoads(page);
    await page.goto("/");
    await expect.poll(() => failed).toBe(2);
    expect(loads()).toBe(2);
    await expect(page.getByRole("heading", { name: "Choose your language" })).toBeVisible();
    await page.getByTestId("choose-italian").click();
    await expect(page.getByRole("button", { name: "Start Learning" })).toBeEnabled();
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
  });

  test("every time: one reload, then the error screen", async ({ page }) => {
    await page.route(CHUNK, (route) => route.abort("connectionreset"));
    await signIn(page, { tutorialSeen: true });
    const loads = documentLoads(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    expect(loads()).toBe(2);
  });
});
