// Hands-free listening: the loop steps the pyramid without a click, and stops when switched off.
import { expect, test } from "@playwright/test";
import { signUp, skipTutorial } from "./helpers";

test("hands-free takes pyramid steps by itself and stops when switched off", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, { language: "italian" });
  await skipTutorial(page);
  const button = page.getByTestId("hands-free");
  await expect(button).toBeEnabled();
  await expect(button).toHaveAttribute("aria-pressed", "false");
  const points = page.getByTestId("stat-points");
  const before = Number((await points.textContent())!.replace(/\D/g, ""));

  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  // Two steps without a click: the first grows the pyramid (+11), the second practises (+1).
  await expect
    .poll(async () => Number((await points.textContent())!.replace(/\D/g, "")), { timeout: 40_000 })
    .toBeGreaterThanOrEqual(before + 12);
  await expect(page.getByTestId("pyramid-size")).not.toHaveText("Pyramid size: 1");

  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "false");
  const stopped = await points.textContent();
  await page.waitForTimeout(6000);
  await expect(points).toHaveText(stopped!);
  // The steps counted on the server like any Continue.
  await expect
    .poll(async () => ((await (await page.request.get("/api/progress?language=italian")).json()) as { points: number }).points, {
      timeout: 15_000,
    })
    .toBe(Number(stopped!.replace(/\D/g, "")));
});
