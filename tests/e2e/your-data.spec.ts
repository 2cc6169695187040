// Issue #27 in the browser: the free plan's language changes once every 30 days, and the card says
// when the next change opens; a learner leaves with their data and deletes their account from the
// profile, where a wrong password deletes nothing.
import { seriousViolations } from "./axe";
import { d1, expect, PASSWORD, signIn, test } from "./fixtures";

// Deleting an account signs out: with the service worker, as a browser lives it.
test.use({ serviceWorkers: "allow" });

test("a free learner's language change closes the choice for 30 days, and the card says until when", async ({ page }) => {
  await signIn(page, { firstName: "Noor", language: "italian", tutorialSeen: true });
  await page.goto("/subscription");
  const card = page.getByTestId("free-plan");
  await expect(card).toContainText("Your language: 🇮🇹 Italian");
  await expect(card.getByTestId("free-language-locked")).toHaveCount(0);

  await card.getByLabel("Change your language").selectOption("spanish");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(card).toContainText("Your language: 🇪🇸 Spanish");
  const until = new Date(Date.now() + 30 * 86_400_000).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  await expect(card.getByTestId("free-language-locked")).toHaveText(
    `You can change your free language again on ${until} (one change every 30 days). Premium opens every language now.`,
  );
  // The form is gone: the next change waits for the date.
  await expect(card.getByLabel("Change your language")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The server holds the rule too: a direct call is refused in the same words, and nothing changes.
  const refused = await page.request.post("/api/update-free-language", {
    data: { language: "german" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toContain(`You can change your free language again on ${until}`);
  await page.reload();
  await expect(card).toContainText("Your language: 🇪🇸 Spanish");
});

test("the profile's delete form: a wrong password deletes nothing; the right one deletes the account and signs out", async ({
  page,
}) => {
  const { email, userId } = await signIn(page, { firstName: "Ines", language: "french", tutorialSeen: true });
  await page.goto("/profile");
  await expect(page.getByRole("link", { name: "Download my data" })).toHaveAttribute("href", "/api/account/export");

  const password = page.getByLabel("Your password");
  await password.fill("not-my-password");
  await page.getByRole("button", { name: "Delete my account" }).click();
  // Beside the field (and in the toast).
  await expect(page.locator("#profile-deleteAccount-password-error")).toHaveText(
    "That password is not right, so your account was not deleted.",
  );
  await expect(password).toHaveAttribute("aria-invalid", "true");
  const [kept] = await d1<{ n: number }>({ sql: "SELECT COUNT(*) AS n FROM users WHERE id = ?", params: [userId] });
  expect(kept![0]!.n).toBe(1);
  expect(await seriousViolations(page)).toEqual([]);

  await password.fill(PASSWORD);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByTestId("toast")).toContainText("Your account and everything kept with it are gone.");
  const [gone] = await d1<{ n: number }>({ sql: "SELECT COUNT(*) AS n FROM users WHERE email = ?", params: [email] });
  expect(gone![0]!.n).toBe(0);
  // Signed out: the profile asks to log in.
  await page.goto("/profile");
  await expect(page.getByText("Please log in to view your profile.")).toBeVisible();
});
