import { expect, test, type Page } from "@playwright/test";

async function signUpWithLanguage(page: Page, prefix: string) {
  await page.goto("/auth?mode=signup");
  await page.getByLabel("First Name").fill("Luca");
  await page.getByLabel("Last Name").fill("Verdi");
  await page.getByLabel("Email").fill(`${prefix}-${Date.now()}@example.com`);
  await page.getByLabel("Password").fill("secret-pass");
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.getByTestId("choose-italian").click();
  await page.getByRole("button", { name: "Start Learning" }).click();
  await page.getByRole("dialog").waitFor();
  await page.evaluate(() => localStorage.setItem("piramide:tutorial-seen", "1"));
}

test("a free learner sees the premium gate with the true number of conversations", async ({ page }) => {
  await signUpWithLanguage(page, "gate");
  await page.goto("/conversations");
  await expect(page.getByRole("heading", { name: "Premium Feature" })).toBeVisible();
  await expect(page.getByText("100 real-life scenarios")).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute("href", "/subscription");
});

test("a trial learner plays a conversation and Continue moves through the topics", async ({ page }) => {
  await signUpWithLanguage(page, "talk");
  const started = await page.request.post("/api/start-trial", { headers: { Origin: new URL(page.url()).origin } });
  expect(started.ok()).toBe(true);
  await page.goto("/conversations");
  await expect(page.getByTestId("conversation-topic")).toHaveText("Meeting a New Neighbour");
  const lines = page.getByTestId("conversation-lines").getByRole("listitem");
  await expect(lines.first()).toContainText("Person 1");
  await expect(lines.nth(1)).toContainText("Person 2");
  await expect(page.getByText("Conversation 1 of 1 unlocked")).toBeVisible();

  // The first Continue unlocks a second topic and starts the round again from the first.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Conversation 1 of 2 unlocked")).toBeVisible();
  await expect(page.getByTestId("conversation-topic")).toHaveText("Meeting a New Neighbour");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("conversation-topic")).toHaveText("Ordering Coffee");
  await expect(page.getByText("Conversation 2 of 2 unlocked")).toBeVisible();
});
