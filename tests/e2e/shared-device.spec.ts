// Issue #27, Medium 1: nothing private left on a shared device. Alice practises and opens her private
// pages; her session ends one way or another; Bob signs in on the same browser and goes offline: none
// of Alice's pages, outbox or saved answers reach him. One test per way a session ends.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { d1, signIn } from "./fixtures";
import { signUp, uniqueEmail } from "./helpers";

// The service worker is what these tests are about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

const PAGES = "piramide-pages-v2";

async function pressContinue(page: Page, times: number) {
  await expect(page.getByRole("button", { name: "Play Italian" })).toBeEnabled();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < times; i++) await page.keyboard.press("Space");
}

/** Waits until the service worker controls the page (the next load is its). */
async function underServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

function storedPages(page: Page) {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  }, PAGES);
}

function learnerKeys(page: Page) {
  return page.evaluate(() => Object.keys(localStorage).filter((k) => /^piramide:(outbox|snapshot):/.test(k)));
}

/**
 * Alice, signed in (the fixture's way: her own sign-up is not what is tested here; Bob's, after her,
 * goes through the form), practises (her outbox and saved answers) and opens her private pages.
 */
async function aliceUsesTheDevice(page: Page) {
  const { email } = await signIn(page, {
    email: uniqueEmail("alice"),
    firstName: "Alice",
    lastName: "Private",
    language: "italian",
    tutorialSeen: true,
  });
  await page.goto("/");
  await underServiceWorker(page);
  await pressContinue(page, 5);
  await expect.poll(() => learnerKeys(page)).toContainEqual(expect.stringMatching(/^piramide:snapshot:/));
  for (const path of ["/profile", "/progress", "/achievements"]) {
    await page.goto(path);
    await expect(page.getByRole("main").first()).toBeVisible();
  }
  await expect(page.getByText(email).first()).toBeVisible(); // the profile shows it
  await page.goto("/");
  await expect(page.getByTestId("pyramid-size")).toBeVisible();
  // Only the learn screen is kept for offline practice; her private pages never were.
  await expect.poll(() => storedPages(page)).toContain("/");
  expect(await storedPages(page)).not.toEqual(expect.arrayContaining(["/profile"]));
  return { email, keys: await learnerKeys(page) };
}

/** Bob signs up on the same browser, lets the worker take his pages, and goes offline. */
async function bobOfflineSeesNothingOfAlice(page: Page, context: BrowserContext, alice: { email: string; keys: string[] }) {
  // The tutorial was seen on this device (or not, if the storage was emptied): either way, not now.
  await page.evaluate(() => localStorage.setItem("piramide:tutorial-seen", "1"));
  await signUp(page, { firstName: "Bob", lastName: "Other", language: "italian" });
  await expect(page.getByTestId("pyramid-size")).toBeVisible(); // the language choice has landed
  await underServiceWorker(page);
  await expect(page.getByTestId("pyramid-size")).toBeVisible();
  // Alice's outbox and saved answers are gone; Bob's are his own.
  const keys = await learnerKeys(page);
  for (const key of alice.keys) expect(keys).not.toContain(key);

  await context.setOffline(true);
  for (const path of ["/profile", "/progress", "/achievements", "/"]) {
    await page.goto(path).catch(() => undefined); // no worker answer at all is also nothing of Alice's
    const text =
      (await page
        .locator("body")
        .textContent()
        .catch(() => "")) ?? "";
    expect(text, path).not.toContain(alice.email);
    expect(text, path).not.toContain("Alice");
  }
  // The learn screen still works offline: Bob's own.
  await page.goto("/");
  await expect(page.getByTestId("pyramid-size")).toBeVisible();
  await context.setOffline(false);
}

test.describe("a shared device", () => {
  test.setTimeout(120_000);

  test("Logout before the page is interactive (a plain form post)", async ({ page, context }) => {
    const alice = await aliceUsesTheDevice(page);
    const answer = page.waitForResponse((r) => r.url().endsWith("/logout") && r.request().method() === "POST");
    // The form's own submit, as before hydration: no script handles it.
    await page.locator('form[action="/logout"]').evaluate((form: HTMLFormElement) => form.submit());
    expect((await (await answer).allHeaders())["clear-site-data"]).toBe('"cache", "storage"');
    await expect(page.getByRole("link", { name: "Get Started" }).first()).toBeVisible();
    expect(await storedPages(page)).toEqual([]);
    expect(await learnerKeys(page)).toEqual([]);
    await bobOfflineSeesNothingOfAlice(page, context, alice);
  });

  test("Logout once the page is interactive (the data request)", async ({ page, context }) => {
    const alice = await aliceUsesTheDevice(page);
    const answer = page.waitForResponse((r) => r.url().includes("/logout.data") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Logout" }).click();
    expect((await (await answer).allHeaders())["clear-site-data"]).toBe('"cache", "storage"');
    await expect(page.getByRole("link", { name: "Get Started" }).first()).toBeVisible();
    await expect.poll(() => storedPages(page)).toEqual([]);
    expect(await learnerKeys(page)).toEqual([]);
    await bobOfflineSeesNothingOfAlice(page, context, alice);
  });

  test("Sign out everywhere, here", async ({ page, context }) => {
    const alice = await aliceUsesTheDevice(page);
    await page.goto("/profile");
    const answer = page.waitForResponse((r) => r.url().includes("/profile") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    expect((await (await answer).allHeaders())["clear-site-data"]).toBe('"cache", "storage"');
    await expect(page.getByRole("link", { name: "Get Started" }).first()).toBeVisible();
    await expect.poll(() => storedPages(page)).toEqual([]);
    await bobOfflineSeesNothingOfAlice(page, context, alice);
  });

  test("Sign out everywhere, from another device", async ({ page, context, browser }) => {
    const alice = await aliceUsesTheDevice(page);
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const origin = new URL(page.url()).origin;
    const login = await other.request.post("/api/login", {
      data: { email: alice.email, password: "secret-pass" },
      headers: { Origin: origin },
    });
    expect(login.ok()).toBe(true);
    expect((await other.request.post("/api/logout-everywhere", { headers: { Origin: origin } })).ok()).toBe(true);
    await other.close();
    // Nothing reached this browser: its worker still holds Alice's learn screen until a page answers.
    expect(await storedPages(page)).toContain("/");
    await bobOfflineSeesNothingOfAlice(page, context, alice);
  });

  test("the session ends (idle or 90-day end)", async ({ page, context }) => {
    const alice = await aliceUsesTheDevice(page);
    await d1({
      sql: "UPDATE sessions SET expires_at = ? WHERE user_id = (SELECT id FROM users WHERE email = ?)",
      params: [Date.now() - 1000, alice.email.toLowerCase()],
    });
    await bobOfflineSeesNothingOfAlice(page, context, alice);
  });
});
