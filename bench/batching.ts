// `npx tsx bench/batching.ts [continues]` (after `npm run build`; Debian's Chromium at CHROMIUM_PATH):
// a learner presses Continue 100 times in the browser; prints how many POST /api/progress requests
// carried them and how many steps the server holds afterwards.
import { chromium } from "@playwright/test";
import { startServer } from "./server";

const CONTINUES = Number(process.argv[2] ?? 100);
const server = await startServer(8797);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage({ baseURL: server.url });
  await page.addInitScript(() => localStorage.setItem("piramide:tutorial-seen", "1"));
  await page.goto("/auth?mode=signup");
  await page.getByLabel("First Name").fill("Bench");
  await page.getByLabel("Last Name").fill("Batch");
  await page.getByLabel("Email").fill(`batch-${Date.now()}@example.com`);
  await page.getByLabel("Password").fill("batching-bench-1");
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.getByTestId("choose-italian").click();
  await page.getByRole("button", { name: "Start Learning" }).click();
  await page.getByRole("button", { name: "Play Italian" }).waitFor();
  await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('button[aria-label="Play Italian"]')?.disabled);
  let posts = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/progress")) posts += 1;
  });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const started = performance.now();
  for (let i = 0; i < CONTINUES; i++) await page.keyboard.press("Space");
  const pressed = performance.now() - started;
  let total = 0;
  for (let waited = 0; waited < 30_000 && total < CONTINUES; waited += 500) {
    await page.waitForTimeout(500);
    total = ((await (await page.request.get("/api/progress?language=italian")).json()) as { totalRepetitions: number })
      .totalRepetitions;
  }
  console.log(`${CONTINUES} Continues pressed in ${(pressed / 1000).toFixed(1)} s in Chromium`);
  console.log(`BATCHING {"continues":${CONTINUES},"progressRequests":${posts},"stepsOnServer":${total}}`);
} finally {
  await browser.close();
  server.stop();
}
