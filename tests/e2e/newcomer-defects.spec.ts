// Defects a newcomer found on the way (issue #31, item 7), each held by a test: long words wrap, the
// daily goal follows a language switch, Get Started opens sign-up, a skip link comes first, two tabs
// on one language catch up with each other, and points are called points everywhere. Also: every
// screen saves its speech speed the same way (item 2).
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";
import { serverProgress, startTrial } from "./helpers";

/** An address of exactly 48 characters without a space or a hyphen to break at. */
function longAddress(): string {
  const domain = "@example.com";
  const local = `newcomer${Date.now()}${Math.floor(Math.random() * 1e6)}`.padEnd(48 - domain.length, "x");
  return `${local}${domain}`;
}

async function pageWidth(page: Page) {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

/**
 * Presses Continue five times and waits until the server has all five: the practice queue may send
 * them in one batch or, on a slow machine where its 8-second timer fires between presses, in two.
 */
async function continueFive(page: Page) {
  const before = (await serverProgress(page)).totalRepetitions;
  for (let i = 0; i < 5; i++) await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect.poll(async () => (await serverProgress(page)).totalRepetitions).toBe(before + 5);
}

test("a 48-character address wraps at 320 px: no screen scrolls sideways and the avatar stays round", async ({ page }) => {
  const email = longAddress();
  expect(email).toHaveLength(48);
  await signIn(page, { email, language: "italian", tutorialSeen: true });
  await page.goto("/");
  await page.setViewportSize({ width: 320, height: 700 });

  await page.goto("/profile");
  await expect(page.getByTestId("profile-email")).toHaveText(email);
  const size = await pageWidth(page);
  expect(size.scrollWidth).toBeLessThanOrEqual(size.innerWidth);
  const avatar = await page.getByTestId("profile-avatar").boundingBox();
  expect(avatar!.width).toBeCloseTo(avatar!.height, 0);
  const address = await page.getByTestId("profile-email").boundingBox();
  expect(address!.x + address!.width).toBeLessThanOrEqual(320);

  // The address is also in the header's 'Confirm your e-mail address' notice on every signed-in screen.
  for (const path of ["/", "/progress", "/achievements", "/subscription", "/review"]) {
    await page.goto(path);
    await expect(page.getByTestId("confirm-email-notice")).toContainText(email);
    expect(await pageWidth(page), path).toEqual({ scrollWidth: 320, innerWidth: 320 });
  }
});

test("the daily goal follows a language switch without a reload", async ({ page }) => {
  await signIn(page, { language: "italian", tutorialSeen: true });
  await page.goto("/");
  await startTrial(page);
  await page.reload();
  await continueFive(page);
  await expect(page.getByTestId("daily-goal-count")).toHaveText("Today: 5/20");

  await page.getByTestId("language-switcher").locator("summary").click();
  await page.getByRole("button", { name: /Spanish/ }).click();
  await expect(page.getByTestId("stat-sentences")).toContainText("Spanish");
  await expect(page.getByTestId("daily-goal-count")).toHaveText("Today: 0/20");

  await page.getByTestId("language-switcher").locator("summary").click();
  await page.getByRole("button", { name: /Italian/ }).click();
  await expect(page.getByTestId("stat-sentences")).toContainText("Italian");
  await expect(page.getByTestId("daily-goal-count")).toHaveText("Today: 5/20");
});

test("'Get Started' on the landing opens the sign-up card", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("link", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await context.close();
});

test("'Skip to content' is the first Tab stop and moves focus to the page's main content", async ({ page, browser }) => {
  // A visitor's landing (no JavaScript there: the link's own #main does it).
  const visitor = await browser.newContext();
  const landing = await visitor.newPage();
  await landing.goto("/");
  await landing.keyboard.press("Tab");
  await expect(landing.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await landing.keyboard.press("Enter");
  await expect(landing).toHaveURL(/#main$/);
  // The next Tab starts from the content: the header's links are behind it.
  await landing.keyboard.press("Tab");
  expect(await landing.evaluate(() => document.getElementById("main")!.contains(document.activeElement))).toBe(true);
  await visitor.close();

  await signIn(page, { language: "italian", tutorialSeen: true });
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
  // The next Tab is inside the content, past the header's dozen stops.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.getElementById("main")!.contains(document.activeElement))).toBe(true);
});

test("two tabs on one language: the one that comes back into focus catches up and says so", async ({ page, context }) => {
  await signIn(page, { language: "italian", tutorialSeen: true });
  await page.goto("/");
  const other = await context.newPage();
  await other.goto("/");
  await expect(other.getByTestId("stat-points")).toContainText("0");

  await continueFive(page);
  const points = (await page.getByTestId("stat-points").textContent())!.match(/\d+/)![0];
  expect(Number(points)).toBeGreaterThan(0);
  await expect(other.getByTestId("stat-points")).toContainText(/^\D*0\D/);
  await expect(other.getByTestId("caught-up")).toHaveCount(0);

  // The other tab comes back (headless pages never lose focus, so the event is sent by hand).
  await other.bringToFront();
  await other.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(other.getByTestId("stat-points")).toContainText(points);
  await expect(other.getByTestId("daily-goal-count")).toHaveText("Today: 5/20");
  await expect(other.getByTestId("caught-up")).toContainText("you practised Italian in another tab or on another device");

  // Practising there again: the note has done its job.
  await other.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(other.getByTestId("caught-up")).toHaveCount(0);
});

test("one name for points: no screen says XP or experience", async ({ page }) => {
  await signIn(page, { language: "italian", tutorialSeen: true });
  await page.goto("/");
  await continueFive(page);
  for (const path of ["/", "/progress", "/achievements", "/profile"]) {
    await page.goto(path);
    const text = await page.locator("main").innerText();
    expect(text, path).not.toMatch(/\bXP\b|experience/i);
  }
  await page.goto("/profile");
  await expect(page.getByText("Total points", { exact: true })).toHaveCount(2);
  await page.goto("/progress");
  await expect(page.getByText("Total points", { exact: true })).toBeVisible();
});

test("learn, review and conversations each keep their speech speed on the server, saved the same way", async ({ page }) => {
  await signIn(page, { language: "italian", tutorialSeen: true });
  await page.goto("/");
  await startTrial(page);

  await page.goto("/conversations");
  const speed = page.getByRole("combobox", { name: "Speed" });
  await expect(speed).toHaveValue("0.9");
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/settings") && r.request().method() === "POST");
  await speed.selectOption("1.25");
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Speed" })).toHaveValue("1.25");

  // The learn screen's speed is its own (0.7 by default), untouched by the conversation's.
  await page.goto("/");
  await page.getByTestId("audio-settings").locator("summary").click();
  await expect(page.getByTestId("speed-value")).toHaveText("0.7");
  const settings = await page.request.get("/api/settings");
  expect(await settings.json()).toMatchObject({ speechRate: 0.7, reviewSpeechRate: 0.9, conversationSpeechRate: 1.25 });
});
