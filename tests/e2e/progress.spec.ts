// The progress screen: its title, today's practice in the heatmap, and the reset confirmation.
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";
import { appOrigin } from "./helpers";

async function practise(page: Page, times: number) {
  const origin = appOrigin();
  for (let i = 0; i < times; i++) {
    const response = await page.request.post("/api/progress", {
      data: { language: "italian", action: "advance" },
      headers: { Origin: origin },
    });
    expect(response.ok()).toBe(true);
  }
}

test("the heatmap shows today's repetitions, and reset asks first, then clears the language", async ({ page }) => {
  await signIn(page, { language: "italian", tutorialSeen: true });
  await practise(page, 3);
  await page.goto("/progress");
  await expect(page).toHaveTitle("Progress — Piramide");
  await expect(page.getByText("Repetitions and reviews, last 12 weeks")).toBeVisible();
  const heatmap = page.getByRole("img", { name: "Repetitions and reviews per day, last 12 weeks" });
  await expect(heatmap).toBeVisible();
  // The last square is today (the page renders it on the server, in the learner's calendar).
  await expect(heatmap.locator("title").last()).toHaveText(/: 3 repetitions, 0 reviews$/);
  const points = page.getByText("Total points", { exact: true }).locator("..");
  await expect(points).not.toHaveText(/Total points\s*0$/);

  const dialog = page.getByRole("alertdialog", { name: "Reset your Italian progress?" });
  // The button answers once the page is hydrated.
  await expect(async () => {
    await page.getByRole("button", { name: "Reset progress" }).click();
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Reset progress" }).click();
  await dialog.getByRole("button", { name: "Reset" }).click();
  await expect(page.getByText("Your Italian progress has been reset successfully.")).toBeVisible();
  await expect(points).toHaveText(/Total points\s*0$/);
  const stored = (await (await page.request.get("/api/progress?language=italian")).json()) as { totalRepetitions: number };
  expect(stored.totalRepetitions).toBe(0);
});
