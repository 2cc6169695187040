// Practice sent in batches and kept offline (the learn screen's outbox and the service worker).
import { expect, test, type Page } from "@playwright/test";
import { signUp, skipTutorial } from "./helpers";

async function serverProgress(page: Page) {
  const response = await page.request.get("/api/progress?language=italian");
  return (await response.json()) as { totalRepetitions: number; points: number };
}

async function pressContinue(page: Page, times: number) {
  // Hotkeys work once the screen is hydrated (its play buttons are enabled then).
  await expect(page.getByRole("button", { name: "Play Italian" })).toBeEnabled();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < times; i++) await page.keyboard.press("Space");
}

test("100 Continues reach the server in at most 25 requests, all 100 of them", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, { language: "italian" });
  await skipTutorial(page);
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/progress")) posts.push(r.postData() ?? "");
  });
  await pressContinue(page, 100);
  await expect.poll(async () => (await serverProgress(page)).totalRepetitions, { timeout: 20_000 }).toBe(100);
  expect(posts.length).toBeLessThanOrEqual(25);
  expect(posts.every((body) => /"count":\d+/.test(body) && /"batchId":"[\w-]+"/.test(body))).toBe(true);
  // The points on screen are the server's.
  const server = await serverProgress(page);
  await expect(page.getByTestId("stat-points")).toContainText(String(server.points));
});

test("offline: Continue keeps working, survives a reload, and syncs exactly once", async ({ page, context }) => {
  test.setTimeout(90_000);
  await signUp(page, { language: "italian" });
  await skipTutorial(page);
  // The second visit is the service worker's: it now has the page and its assets.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await pressContinue(page, 3);
  await expect.poll(async () => (await serverProgress(page)).totalRepetitions, { timeout: 15_000 }).toBe(3);
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
  // Exactly once: nothing more arrives later.
  await page.waitForTimeout(1500);
  const server = await serverProgress(page);
  expect(server.totalRepetitions).toBe(10);
  await expect(page.getByTestId("stat-points")).toContainText(String(server.points));
});

test("a retried batch is applied once; an over-fast batch is refused and writes nothing", async ({ page }) => {
  await signUp(page, { language: "italian" });
  await skipTutorial(page); // the language is chosen once the learn screen is up
  const origin = new URL(page.url()).origin;
  const send = (count: number, batchId: string) =>
    page.request.post("/api/progress", {
      data: { language: "italian", action: "advance", count, batchId },
      headers: { Origin: origin },
    });
  expect((await send(4, "retry-batch-0001")).status()).toBe(200);
  const retried = await send(4, "retry-batch-0001");
  expect(await retried.json()).toMatchObject({ duplicate: true, totalRepetitions: 4 });
  const refused = await send(500, "too-fast-batch-01");
  expect(refused.status()).toBe(429);
  expect((await serverProgress(page)).totalRepetitions).toBe(4);
});
