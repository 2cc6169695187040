import { ADMIN_EMAIL, deleteUser, expect, markEmailVerified, signIn, test } from "./fixtures";
import { uniqueEmail } from "./helpers";
import { ADMIN_TAG } from "./screens";

test("a new learner's profile", async ({ page }) => {
  const email = uniqueEmail("profile");
  await signIn(page, { email, language: "spanish", tutorialSeen: true });
  await page.goto("/profile");
  await expect(page.getByTestId("profile-name")).toHaveText("Ada Lovelace");
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByText(/Member since/)).toBeVisible();
  await expect(page.getByTestId("best-streak")).toHaveText("0");
  await expect(page.getByTestId("total-points")).toHaveText("0");
  await expect(page.getByTestId("languages-available")).toHaveText("1");
  await expect(page.getByTestId("subscription-box")).toContainText("Free");
  for (const language of ["italian", "spanish", "french", "german", "russian"]) {
    await expect(page.getByTestId(`language-card-${language}`)).toContainText("Not Started");
  }
  await expect(page.getByTestId("language-card-spanish").getByRole("link", { name: "Begin Learning" })).toHaveAttribute(
    "href",
    "/?lang=spanish",
  );

  await page.getByLabel("Hide me from the leaderboard").check();
  await page
    .getByRole("checkbox", { name: "Hide me from the leaderboard" })
    .locator("xpath=ancestor::form")
    .getByRole("button", { name: "Save" })
    .click();
  await expect(page.getByTestId("toast")).toContainText("Profile updated");
  await expect(page.getByLabel("Hide me from the leaderboard")).toBeChecked();
});

test("analytics: denied to a learner, open to the admin", { tag: ADMIN_TAG }, async ({ page, browser }) => {
  await signIn(page, { firstName: "Bea", language: "spanish", tutorialSeen: true });
  await page.goto("/analytics");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("This page is restricted to administrators only.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Analytics" })).toHaveCount(0);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  // Other tests sign in as the admin (tests/e2e/screens.ts); this one needs the address unproven,
  // so it is tagged like them and runs in the same one-at-a-time "admin" project (playwright.config.ts).
  await deleteUser(ADMIN_EMAIL);
  await signIn(admin, { email: ADMIN_EMAIL, firstName: "Admin", language: "spanish", tutorialSeen: true });
  await admin.goto("/");
  // Until the address is proven the account is an ordinary learner.
  await expect(admin.getByTestId("confirm-email-notice")).toBeVisible();
  await expect(admin.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Analytics" })).toHaveCount(0);
  await markEmailVerified(ADMIN_EMAIL);
  await admin.reload();
  await expect(admin.getByTestId("confirm-email-notice")).toHaveCount(0);
  await admin.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Analytics" }).click();
  await expect(admin.getByRole("heading", { name: "Analytics" })).toBeVisible();
  await expect(admin.getByTestId("total-users")).toContainText(/\d/);
  await admin.getByRole("tab", { name: "Languages" }).click();
  await expect(admin.getByRole("cell", { name: "Russian" })).toBeVisible();
  await admin.getByRole("tab", { name: "Top Users" }).click();
  await expect(admin.getByTestId("top-users")).toBeVisible();
  await adminContext.close();
});
