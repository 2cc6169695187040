import { expect, markEmailVerified, signIn, test } from "./fixtures";

test("free learner starts the trial and every language unlocks; Subscribe Now without keys fails clearly", async ({ page }) => {
  const { email } = await signIn(page, { firstName: "Sofia", language: "german", tutorialSeen: true });
  await page.goto("/");

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

  // The trial waits for a confirmed address, and the card says so with the way forward.
  await expect(page.getByTestId("trial-needs-email")).toContainText("Confirm your e-mail to start your trial.");
  await expect(page.getByRole("button", { name: "Start 30-Day Free Trial" })).toHaveCount(0);
  await markEmailVerified(email);
  await page.reload();
  await expect(page.getByTestId("trial-needs-email")).toHaveCount(0);
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

test("a locked language's 'Begin Learning' leads to /subscription, whose premium card promises only what premium gives", async ({
  page,
}) => {
  await signIn(page, { firstName: "Luca", language: "italian", tutorialSeen: true });
  await page.goto("/profile");
  await expect(page.getByTestId("language-card-italian").getByRole("link", { name: "Begin Learning" })).toHaveAttribute(
    "href",
    "/?lang=italian",
  );
  await page
    .getByTestId("language-card-spanish")
    .getByRole("link", { name: /Begin Learning/ })
    .click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page).toHaveTitle("Subscription — Piramide");
  await expect(page.getByText("All five languages: Italian, Spanish, French, German and Russian")).toBeVisible();
  await expect(page.getByText("Conversations: two-speaker dialogues for real situations")).toBeVisible();
  await expect(page.getByText(/Unlimited practice and reviews/)).toHaveCount(0);
  await expect(page.getByText(/Priority support/)).toHaveCount(0);
  // With JavaScript the card form is offered, and no "needs JavaScript" note shows.
  await expect(page.getByRole("button", { name: "Subscribe Now" })).toBeEnabled();
  await expect(page.getByTestId("payment-needs-js")).toHaveCount(0);
});
