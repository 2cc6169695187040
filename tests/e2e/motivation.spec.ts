import { expect, test, type Page } from "@playwright/test";

async function signUp(page: Page, email: string, first = "Ada") {
  await page.goto("/auth?mode=signup");
  await page.getByLabel("First Name").fill(first);
  await page.getByLabel("Last Name").fill("Lovelace");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("secret-pass");
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.getByTestId("choose-spanish").click();
  await page.getByRole("button", { name: "Start Learning" }).click();
  await page.getByRole("dialog").waitFor();
  await page.evaluate(() => localStorage.setItem("piramide:tutorial-seen", "1"));
}

test("a new learner's profile", async ({ page }) => {
  const email = `profile-${Date.now()}@example.com`;
  await signUp(page, email);
  await page.goto("/profile");
  await expect(page.getByTestId("profile-name")).toHaveText("Ada Lovelace");
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(/Member since/)).toBeVisible();
  await expect(page.getByTestId("best-streak")).toHaveText("0");
  await expect(page.getByTestId("total-xp")).toHaveText("0");
  await expect(page.getByTestId("languages-available")).toHaveText("1");
  await expect(page.getByTestId("subscription-box")).toContainText("Free");
  for (const language of ["italian", "spanish", "french", "german", "russian"]) {
    await expect(page.getByTestId(`language-card-${language}`)).toContainText("Not Started");
  }
  await expect(page.getByTestId("language-card-spanish").getByRole("link", { name: "Begin Learning" })).toHaveAttribute("href", "/?lang=spanish");

  await page.getByLabel("Hide me from the leaderboard").check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast")).toContainText("Profile updated");
  await expect(page.getByLabel("Hide me from the leaderboard")).toBeChecked();
});

test("analytics: denied to a learner, open to the admin", async ({ page, browser }) => {
  await signUp(page, `nonadmin-${Date.now()}@example.com`, "Bea");
  await page.goto("/analytics");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("This page is restricted to administrators only.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Analytics" })).toHaveCount(0);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signUp(admin, "admin@piramide.test", "Admin");
  await admin.reload();
  await admin.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Analytics" }).click();
  await expect(admin.getByRole("heading", { name: "Analytics" })).toBeVisible();
  await expect(admin.getByTestId("total-users")).toContainText(/\d/);
  await admin.getByRole("tab", { name: "Languages" }).click();
  await expect(admin.getByRole("cell", { name: "Russian" })).toBeVisible();
  await admin.getByRole("tab", { name: "Top Users" }).click();
  await expect(admin.getByTestId("top-users")).toBeVisible();
  await adminContext.close();
});
