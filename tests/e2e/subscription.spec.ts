import { expect, test } from "@playwright/test";
import { signUp, skipTutorial } from "./helpers";

test("free learner starts the trial and every language unlocks; Subscribe Now without keys fails clearly", async ({ page }) => {
  await signUp(page, { firstName: "Sofia", language: "german" });
  await skipTutorial(page);

  // On the free plan the other languages are locked in the switcher.
  await page.getByTestId("language-switcher").locator("summary").click();
  await expect(page.getByRole("button", { name: /Russian/ })).toBeDisabled();
  await expect(page.getByRole("link", { name: "Upgrade for $4.99/month" })).toBeVisible();

  await page.goto("/subscription");
  await expect(page.getByText("Most Popular")).toBeVisible();
  await expect(page.getByTestId("free-plan")).toContainText("German");
  await page.getByRole("button", { name: "Subscribe Now" }).click();
  await expect(page.getByTestId("toast")).toContainText("Subscription failed");
  await expect(page.getByTestId("toast")).toContainText("Payments are not configured");

  await page.getByRole("button", { name: "Start 30-Day Free Trial" }).click();
  await expect(page.getByTestId("toast")).toContainText("Trial Started!");
  await expect(page.getByTestId("trial-banner")).toContainText("30 days left");
  await expect(page.getByRole("button", { name: "Start 30-Day Free Trial" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Upgrade to Premium" })).toBeVisible();

  await page.getByTestId("language-switcher").locator("summary").click();
  const russian = page.getByRole("button", { name: /Russian/ });
  await expect(russian).toBeEnabled();
  await russian.click();
  await expect(page.getByTestId("language-switcher").locator("summary")).toContainText("Russian");
  await page.goto("/");
  await expect(page.getByTestId("stat-sentences")).toContainText("Russian");
  await expect(page.getByTestId("transliteration")).not.toBeEmpty();
});
