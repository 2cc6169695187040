// The habit around practice (issue 29): the daily reminder's profile form before JavaScript, and the
// streak freezes held, shown on the learn screen and the profile; axe (which needs JavaScript in the
// page) on the new states: the learn screen's freeze count, the profile's reminder card, the unsubscribe page.
import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, seedStreak, signIn, test } from "./fixtures";

const WIDTHS = [1280, 390];

async function axeAtWidths(page: Page, path: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    expect(await seriousViolations(page), `${path} at ${width}px`).toEqual([]);
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the daily reminder is off by default, turned on at an hour and off again with plain form posts", async ({ page }) => {
    await signIn(page, { language: "italian", verified: true, tutorialSeen: true });
    await page.goto("/profile");
    const card = page.locator("form#profile-reminder");
    const box = card.getByLabel("Remind me to practise");
    await expect(box).not.toBeChecked();
    await box.check();
    await card.getByLabel("At").selectOption("7");
    await card.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("toast")).toContainText("We will remind you at 07:00 (UTC)");
    await page.goto("/profile");
    await expect(card.getByLabel("Remind me to practise")).toBeChecked();
    await expect(card.getByLabel("At")).toHaveValue("7");

    await page.goto("/profile");
    await card.getByLabel("Remind me to practise").uncheck();
    await card.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("toast")).toContainText("Daily reminders are off.");
    await page.goto("/profile");
    await expect(card.getByLabel("Remind me to practise")).not.toBeChecked();
  });

  test("an unsubscribe link that is not ours says so", async ({ page }) => {
    const answer = await page.goto(`/reminders/unsubscribe?token=1.${"0".repeat(64)}`);
    expect(answer?.status()).toBe(400);
    await expect(page.getByText("This link is not valid.")).toBeVisible();
  });
});

test("the streak freezes held show on the learn screen and the profile", async ({ page }) => {
  // Axe on three pages at two widths: well past the default cap on a shared machine.
  test.setTimeout(360_000);
  const { email } = await signIn(page, { language: "italian", tutorialSeen: true });
  // Practised two days ago with one freeze: yesterday used it, the streak of 8 stands.
  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  await seedStreak(email, "italian", 8, 2, twoDaysAgo);
  await page.goto("/");
  await expect(page.getByTestId("stat-streak")).toContainText("8");
  await expect(page.getByTestId("stat-freezes")).toHaveText(/1\s+streak freeze$/);
  await axeAtWidths(page, "/");
  await page.goto("/profile");
  const italian = page.getByTestId("language-card-italian");
  await expect(italian.getByText("Streak freezes")).toBeVisible();
  await expect(italian.locator("div", { hasText: "Streak freezes" }).locator("dd")).toHaveText("1");
  await expect(page.getByTestId("push-unavailable").or(page.getByRole("button", { name: /notify this browser/ }))).toBeVisible();
  await axeAtWidths(page, "/profile");
  await axeAtWidths(page, `/reminders/unsubscribe?token=1.${"0".repeat(64)}`);
});
