// Hands-free listening: the loop steps the pyramid without a click, and stops when switched off.
// Its pauses and speech timeouts run on the page's clock (page.clock), moved on by the test.
import { expect, signIn, test } from "./fixtures";
import { flushPractice, serverProgress } from "./helpers";

test("hands-free takes pyramid steps by itself and stops when switched off", async ({ page }) => {
  await page.clock.install();
  await signIn(page, { language: "italian", tutorialSeen: true });
  await page.goto("/");
  const button = page.getByTestId("hands-free");
  await expect(button).toBeEnabled();
  await expect(button).toHaveAttribute("aria-pressed", "false");
  const points = page.getByTestId("stat-points");
  const shown = async () => Number((await points.textContent())!.replace(/\D/g, ""));
  const before = await shown();

  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  // Two steps without a click: the first grows the pyramid (+11), the second practises (+1). Each
  // step says three texts, each followed by a pause; a minute of the page's time is more than two.
  await expect
    .poll(async () => {
      await page.clock.runFor(15_000);
      return shown();
    })
    .toBeGreaterThanOrEqual(before + 12);
  await expect(page.getByTestId("pyramid-size")).not.toHaveText("Pyramid size: 1");

  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "false");
  const stopped = await points.textContent();
  // Switched off, a whole minute passes without a step.
  await page.clock.runFor(60_000);
  await expect(points).toHaveText(stopped!);
  // The steps counted on the server like any Continue (sent within 8 seconds of the first).
  await expect
    .poll(async () => {
      await flushPractice(page);
      return (await serverProgress(page)).points;
    })
    .toBe(Number(stopped!.replace(/\D/g, "")));
});
