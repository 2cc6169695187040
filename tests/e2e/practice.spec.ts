// Practice sent in batches and kept offline (the learn screen's outbox and the service worker). The
// page's clock is faked (page.clock) so the 8-second flush comes when the test moves it.
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";
import { appOrigin, flushPractice, serverProgress } from "./helpers";

// The service worker keeps the learn screen offline (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

async function pressContinue(page: Page, times: number) {
  // Hotkeys work once the screen is hydrated (its play buttons are enabled then).
  await expect(page.getByRole("button", { name: "Play Italian" })).toBeEnabled();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < times; i++) await page.keyboard.press("Space");
}

/** The server's total once what waits in the page has been sent. */
async function flushedTotal(page: Page) {
  await flushPractice(page);
  return (await serverProgress(page)).totalRepetitions;
}

test.beforeEach(async ({ page }) => {
  await page.clock.install();
  await signIn(page, { language: "italian", tutorialSeen: true });
  await page.goto("/");
});

test("100 Continues reach the server in at most 25 requests, all 100 of them", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/progress")) posts.push(r.postData() ?? "");
  });
  await pressContinue(page, 100);
  await expect.poll(() => flushedTotal(page)).toBe(100);
  expect(posts.length).toBeLessThanOrEqual(25);
  expect(posts.every((body) => /"count":\d+/.test(body) && /"batchId":"[\w-]+"/.test(body))).toBe(true);
  // The points on screen are the server's.
  const server = await serverProgress(page);
  await expect(page.getByTestId("stat-points")).toContainText(String(server.points));
});

test("offline: Continue keeps working, survives a reload, and syncs exactly once", async ({ page, context }) => {
  // The second visit is the service worker's: it now has the page and its assets.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await pressContinue(page, 3);
  await expect.poll(() => flushedTotal(page)).toBe(3);
  await page.reload(); // cached by the worker with the latest state
  await expect(page.getByTestId("pyramid-size")).toBeVisible();

  await context.setOffline(true);
  await pressContinue(page, 7);
  await expect(page.getByTestId("offline-status")).toHaveText("Offline: 7 steps will sync");
  const pointsOffline = await page.getByTestId("stat-points").textContent();

  await page.reload();
  await expect(page.getByTestId("pyramid-size")).toBeVisible();
  await expect(page.getByTestId("offline-status")).toHaveText("Offline: 7 steps will sync");
  await expect(page.getByTestId("stat-points")).toHaveText(pointsOffline!);

  await context.setOffline(false);
  await expect(page.getByTestId("offline-status")).toHaveCount(0, { timeout: 15_000 });
  await expect.poll(async () => (await serverProgress(page)).totalRepetitions, { timeout: 15_000 }).toBe(10);
  // Exactly once: nothing more arrives later, however long the page waits (a minute of its clock).
  await page.clock.runFor(60_000);
  const server = await serverProgress(page);
  expect(server.totalRepetitions).toBe(10);
  await expect(page.getByTestId("stat-points")).toContainText(String(server.points));
});

test("a retried batch is applied once; an over-fast batch is refused and writes nothing", async ({ page }) => {
  const send = (count: number, batchId: string) =>
    page.request.post("/api/progress", {
      data: { language: "italian", action: "advance", count, batchId },
      headers: { Origin: appOrigin() },
    });
  expect((await send(4, "retry-batch-0001")).status()).toBe(200);
  const retried = await send(4, "retry-batch-0001");
  expect(await retried.json()).toMatchObject({ duplicate: true, totalRepetitions: 4 });
  const refused = await send(500, "too-fast-batch-01");
  expect(refused.status()).toBe(429);
  expect((await serverProgress(page)).totalRepetitions).toBe(4);
});
