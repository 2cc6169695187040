// Every page form before (here: without) JavaScript: real posts to the route actions, answers
// rendered by the server, field errors echoed back with the values typed.
import type { Page } from "@playwright/test";
import { expect, markEmailVerified, test } from "./fixtures";
import { signUp, uniqueEmail } from "./helpers";

test.use({ javaScriptEnabled: false });

// Without JavaScript a toast stays until the next page, over the header's Logout: pressed from the
// keyboard, which no overlay intercepts.
async function logOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).press("Enter");
  await expect(page.getByRole("link", { name: "Log In" })).toBeVisible();
}

async function signUpWithoutJs(page: Page, email: string) {
  await signUp(page, { email, firstName: "Nora", lastName: "Noscript" });
  await expect(page.getByRole("heading", { name: "Choose your language" })).toBeVisible();
}

test("sign-up echoes a field error with the values typed, then succeeds; sign-out and sign-in", async ({ page }) => {
  const email = uniqueEmail("nojs");
  await page.goto("/auth?mode=signup");
  await page.getByLabel("First Name").fill("Nora");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("123");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Last name is required")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page.getByLabel("First Name")).toHaveValue("Nora");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  // A password is never sent back to the page.
  await expect(page.getByLabel("Password")).toHaveValue("");
  await expect(page.getByLabel("Last Name")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Last Name").fill("Noscript");
  await page.getByLabel("Password").fill("secret-pass");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Choose your language" })).toBeVisible();
  await expect(page.getByTestId("toast")).toContainText("Welcome to Piramide, Nora!");

  await logOut(page);
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("wrong-pass");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toContainText("Invalid email or password");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByLabel("Password").fill("secret-pass");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("toast")).toContainText("Welcome back!");
});

test("forgot password gives a token (development) that resets the password", async ({ page }) => {
  const email = uniqueEmail("nojs-reset");
  await signUpWithoutJs(page, email);
  await logOut(page);

  await page.goto("/auth?mode=forgot");
  await page.getByRole("button", { name: "Generate Reset Token" }).click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Generate Reset Token" }).click();
  await expect(page.getByTestId("reset-card")).toBeVisible();
  await expect(page.getByRole("status")).not.toBeEmpty();
  await expect(page.getByLabel("Reset Token")).toHaveValue(/^[a-z2-7]{32}$/);
  await page.getByLabel("New Password").fill("second-pass");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByTestId("toast")).toContainText("Password reset successful");

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("second-pass");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("language selection, the profile's settings and the locked 'Begin Learning'", async ({ page }) => {
  await signUpWithoutJs(page, uniqueEmail("nojs-profile"));
  // Nothing chosen: the server says so in the page.
  await page.getByRole("button", { name: "Start Learning" }).click();
  await expect(page.getByRole("alert")).toContainText("Please choose one of the five languages.");
  await page.getByTestId("choose-french").click();
  await page.getByRole("button", { name: "Start Learning" }).click();
  await expect(page.getByTestId("toast")).toContainText("Language selected");

  await page.goto("/profile");
  await expect(page).toHaveTitle("Profile — Piramide");
  const goal = page.getByLabel("Daily goal");
  await expect(goal).toHaveValue("20");
  await expect(goal.locator("option")).toHaveText([
    "10 repetitions a day",
    "20 repetitions a day",
    "50 repetitions a day",
    "100 repetitions a day",
  ]);
  await goal.selectOption("50");
  await goal.locator("xpath=ancestor::form").getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast")).toContainText("Profile updated");
  await expect(page.getByLabel("Daily goal")).toHaveValue("50");

  const hide = page.getByLabel("Hide translation");
  await expect(hide).not.toBeChecked();
  await expect(page.getByText("Show the English line only when you ask for it (key T).")).toBeVisible();
  await hide.check();
  await hide.locator("xpath=ancestor::form").getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast")).toContainText("Profile updated");
  await expect(page.getByLabel("Hide translation")).toBeChecked();

  await page.getByLabel("Hide me from the leaderboard").check();
  await page
    .getByLabel("Hide me from the leaderboard")
    .locator("xpath=ancestor::form")
    .getByRole("button", { name: "Save" })
    .click();
  await expect(page.getByLabel("Hide me from the leaderboard")).toBeChecked();

  await page.getByLabel("Scheduler").selectOption("fsrs");
  await page.getByLabel("Scheduler").locator("xpath=ancestor::form").getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast")).toContainText("Reviews are now scheduled with FSRS.");

  // The server lists every zone, so the zone can change without JavaScript (not only be saved again).
  await expect(page.getByLabel("Time zone").locator("option")).not.toHaveCount(1);
  await page.getByLabel("Time zone").selectOption("Asia/Tokyo");
  await page.getByLabel("Time zone").locator("xpath=ancestor::form").getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast")).toContainText("Your days now follow Asia/Tokyo.");
  await expect(page.getByLabel("Time zone")).toHaveValue("Asia/Tokyo");

  // A language the free plan does not include leads to where it can be unlocked.
  await page
    .getByTestId("language-card-russian")
    .getByRole("link", { name: /Begin Learning/ })
    .click();
  await expect(page).toHaveURL(/\/subscription$/);
});

test("subscription: the trial starts by form post, and the card form says it needs JavaScript", async ({ page }) => {
  const email = uniqueEmail("nojs-trial");
  await signUpWithoutJs(page, email);
  await markEmailVerified(email); // a trial needs a confirmed address
  await page.goto("/subscription");
  await expect(page).toHaveTitle("Subscription — Piramide");
  // No language chosen yet: it can be chosen here too.
  await page.getByLabel("Choose your language").selectOption("german");
  await page.getByTestId("free-plan").getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast")).toContainText("Language selected");
  await expect(page.getByTestId("free-plan")).toContainText("Your language: 🇩🇪 German");

  await expect(page.getByTestId("payment-needs-js")).toContainText("Paying by card needs JavaScript");
  await expect(page.getByRole("button", { name: "Subscribe Now" })).toBeDisabled();
  await page.getByRole("button", { name: "Start 30-Day Free Trial" }).click();
  await expect(page.getByTestId("toast")).toContainText("Trial Started!");
  await expect(page.getByTestId("trial-banner")).toContainText("30 days left");
  await expect(page.getByRole("button", { name: "Start 30-Day Free Trial" })).toHaveCount(0);
});
