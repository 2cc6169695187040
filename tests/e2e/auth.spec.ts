import { d1, expect, test } from "./fixtures";
import { appOrigin, fillSignUp, uniqueEmail, watchDateFormatters } from "./helpers";
import { hydrated } from "./hydration";
import { loadAllSentences } from "../../db/content";

// Signing in and out as a browser lives it: with the service worker, whose stored pages end with the session.
test.use({ serviceWorkers: "allow" });

// What the seeded content holds, as the pages print it.
const SENTENCE_COUNT = loadAllSentences().rows.length.toLocaleString("en-US");

test("the landing page makes no JavaScript requests and its carousel works without JS", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" || request.url().endsWith(".js")) scripts.push(request.url());
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Speak in whole sentences");
  await expect(page.getByTestId("sentence-count-russian")).toHaveText(SENTENCE_COUNT);
  expect(scripts).toEqual([]);

  await expect(page.getByTestId("slide-1")).toBeVisible();
  await expect(page.getByTestId("slide-2")).toBeHidden();
  await page.locator('.controls label[for="slide-2"]').click();
  await expect(page.getByTestId("slide-2")).toBeVisible();
  await expect(page.getByTestId("slide-1")).toBeHidden();
  await page.locator('.thumbs label[for="slide-3"]').click();
  await expect(page.getByTestId("slide-3")).toContainText("15 sentences ready for review");

  await page.getByRole("link", { name: "Get Started" }).click();
  // A visitor who asks to get started gets the sign-up card, not sign-in.
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await context.close();
});

test("sign up, sign out, sign in, forgot and reset the password", async ({ page }) => {
  const email = uniqueEmail("e2e");
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await fillSignUp(page, { email, firstName: "Giulia", lastName: "Rossi", password: "first-pass" });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Choose your language" })).toBeVisible();
  await expect(page.getByTestId("toast")).toContainText("Welcome to Piramide, Giulia!");

  // A signed-in learner who opens /auth is sent home.
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByTestId("toast")).toContainText("Logged out successfully");
  await expect(page.getByRole("link", { name: "Log In" })).toBeVisible();

  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("first-pass");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("toast")).toContainText("Welcome back!");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Log In" })).toBeVisible();

  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByTestId("forgot-card")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Generate Reset Token" }).click();
  // The token arrives (development mode), fills the reset card, and the forgot card closes.
  await expect(page.getByTestId("reset-card")).toBeVisible();
  await expect(page.getByTestId("forgot-card")).toHaveCount(0);
  await expect(page.getByLabel("Reset Token")).toHaveValue(/^[a-z2-7]{32}$/);
  await expect(page.getByTestId("toast")).toContainText("Check your email");
  await page.getByLabel("New Password").fill("second-pass");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByTestId("toast")).toContainText("Password reset successful");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("first-pass");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByTestId("toast")).toContainText("Login failed");
  await expect(page.getByTestId("toast")).toContainText("Invalid email or password");

  await page.getByLabel("Password").fill("second-pass");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Choose your language" })).toBeVisible();
});

test("the forms show the spec's validation messages", async ({ page }) => {
  await page.goto("/auth?mode=signup");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password").fill("123");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("Last name is required")).toBeVisible();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("not-an-email");

  await page.goto("/auth?mode=reset");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Reset token is required")).toBeVisible();
});

test("a protected screen sends a visitor to sign in", async ({ page }) => {
  // The page says so, then goes to sign-in half a second later: on the page's clock, paused here so
  // the message is seen however slow the machine, then moved on.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto("/progress");
  await expect(page.getByText("You are logged out. Logging in again...")).toBeVisible();
  // (Moved on until the page has hydrated and its timer is set.)
  await expect(async () => {
    await page.clock.runFor(500);
    expect(page.url()).toMatch(/\/auth$/);
  }).toPass();
  await expect(page).toHaveURL(/\/auth$/);
});

test("with no OAuth provider configured, /auth is exactly the e-mail form", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await expect(page.getByTestId("oauth-providers")).toHaveCount(0);
  await expect(page.getByText(/Continue with (Google|GitHub)/)).toHaveCount(0);
  // Asking for a provider that is not configured says so instead of failing.
  await page.goto("/api/login?provider=google");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByTestId("toast")).toContainText("Sign-in with Google is not available.");
});

test("far from UTC: sign-up names the zone as the form is sent, and /profile gives the day in it without a formatter", async ({
  browser,
}) => {
  // Kiritimati is 14 hours ahead of UTC: for most of the day its date is not the server's.
  const context = await browser.newContext({ timezoneId: "Pacific/Kiritimati" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  const formatters = await watchDateFormatters(page);

  await page.goto("/auth?mode=signup");
  await hydrated(page);
  expect(await formatters()).toEqual([]);
  const email = await fillSignUp(page);
  await expect(page.getByTestId("choose-italian")).toBeVisible();
  // One formatter, built as the form was sent, named the zone the account keeps.
  expect(await formatters()).toHaveLength(1);
  const [rows] = await d1<{ zone: string; created: number }>({
    sql: "SELECT time_zone AS zone, created_at AS created FROM users WHERE email = ?",
    params: [email],
  });
  const user = rows?.[0];
  expect(user?.zone).toBe("Pacific/Kiritimati");
  const chosen = await page.request.post("/api/update-free-language", {
    data: { language: "italian" },
    headers: { Origin: appOrigin() },
  });
  expect(chosen.ok()).toBe(true);
  const memberSince = (timeZone: string) =>
    new Date(user!.created).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone });

  // /profile in the same zone: the day is the learner's, and the device has nothing to point out.
  await page.goto("/profile");
  await hydrated(page);
  await expect(page.getByText(`Member since ${memberSince("Pacific/Kiritimati")}`)).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Time zone" })).toHaveValue("Pacific/Kiritimati");
  await expect(page.getByText(/This device uses/)).toHaveCount(0);
  expect(await formatters()).toEqual([]);

  // The same account on a device in New York: the same day (the account's zone), and the device's named.
  const elsewhere = await browser.newContext({ timezoneId: "America/New_York", storageState: await context.storageState() });
  const other = await elsewhere.newPage();
  other.on("pageerror", (error) => errors.push(error.message));
  other.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await other.goto("/profile");
  await expect(other.getByText("This device uses America/New_York.")).toBeVisible();
  await expect(other.getByText(`Member since ${memberSince("Pacific/Kiritimati")}`)).toBeVisible();
  // No hydration mismatch (React reports one as an error) on either device.
  expect(errors).toEqual([]);
  await elsewhere.close();
  await context.close();
});
