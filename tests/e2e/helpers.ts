import type { Page } from "@playwright/test";
import { markEmailVerified } from "./fixtures";

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Signs up through the real form; with `language`, also picks the free language. */
export async function signUp(
  page: Page,
  options: { email?: string; firstName?: string; lastName?: string; language?: string } = {},
) {
  const email = options.email ?? uniqueEmail("learner");
  await page.goto("/auth?mode=signup");
  await page.getByLabel("First Name").fill(options.firstName ?? "Ada");
  await page.getByLabel("Last Name").fill(options.lastName ?? "Lovelace");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("secret-pass");
  await page.getByRole("button", { name: "Create Account" }).click();
  if (options.language) {
    await page.getByTestId(`choose-${options.language}`).click();
    await page.getByRole("button", { name: "Start Learning" }).click();
  }
  return email;
}

/** Marks the tutorial as seen (it opens once for a brand-new learner) and reloads. */
export async function skipTutorial(page: Page) {
  await page.getByRole("dialog").waitFor();
  await page.evaluate(() => localStorage.setItem("piramide:tutorial-seen", "1"));
  await page.reload();
}

/**
 * Starts the 30-day trial through the API, as the subscription screen does. A trial needs a
 * confirmed address (decisions.md), so the signed-in learner's address is marked proven first.
 */
export async function startTrial(page: Page) {
  const me = await page.request.get("/api/user");
  if (!me.ok()) throw new Error(`start-trial: not signed in (${me.status()})`);
  await markEmailVerified(((await me.json()) as { email: string }).email);
  const response = await page.request.post("/api/start-trial", { headers: { Origin: new URL(page.url()).origin } });
  if (!response.ok()) throw new Error(`start-trial failed: ${response.status()}`);
}
