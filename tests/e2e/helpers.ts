import { test, type Page } from "@playwright/test";
import { markEmailVerified } from "./fixtures";

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The app's origin (the e2e server), for the Origin header the server asks of every write. */
export function appOrigin(): string {
  return new URL(test.info().project.use.baseURL!).origin;
}

interface SignUpOptions {
  email?: string;
  firstName?: string;
  lastName?: string;
  password?: string;
  language?: string;
}

/** Fills and sends the sign-up form already on screen; returns the address used. */
export async function fillSignUp(page: Page, options: SignUpOptions = {}) {
  const email = options.email ?? uniqueEmail("learner");
  await page.getByLabel("First Name").fill(options.firstName ?? "Ada");
  await page.getByLabel("Last Name").fill(options.lastName ?? "Lovelace");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(options.password ?? "secret-pass");
  await page.getByRole("button", { name: "Create Account" }).click();
  return email;
}

/**
 * Signs up through the real form; with `language`, also picks the free language. Most tests start
 * signed in through `signIn` (fixtures.ts); this is for flows where the browser's own sign-up is part
 * of what is tested (a shared device: who signed in after whom; the forms without JavaScript).
 */
export async function signUp(page: Page, options: SignUpOptions = {}) {
  await page.goto("/auth?mode=signup");
  const email = await fillSignUp(page, options);
  if (options.language) {
    await page.getByTestId(`choose-${options.language}`).click();
    await page.getByRole("button", { name: "Start Learning" }).click();
  }
  return email;
}

/** Waits for the tutorial (it opens once for a brand-new learner), marks it seen and reloads. */
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
  const response = await page.request.post("/api/start-trial", { headers: { Origin: appOrigin() } });
  if (!response.ok()) throw new Error(`start-trial failed: ${response.status()}`);
}

/** The learner's progress in a language as the server has it (what a reload would show). */
export async function serverProgress(page: Page, language = "italian") {
  const response = await page.request.get(`/api/progress?language=${language}`);
  return (await response.json()) as { totalRepetitions: number; points: number };
}

/**
 * Moves the page's clock (page.clock, installed before the page loaded) past the learn screen's
 * batch flush (its practice queue sends a waiting step 8 seconds after it was taken),
 * so what waits goes to the server now instead of in 8 real seconds.
 */
export async function flushPractice(page: Page) {
  await page.clock.runFor(9_000);
}

/**
 * Records every `Intl.DateTimeFormat` the page builds (a stack each), from before its first script.
 * A browser's first one costs 40-80 ms of main thread here, more on a phone, so screens get their
 * dates from the server. (Not with page.clock: its fake Date and timers build formatters too.)
 */
export async function watchDateFormatters(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const Real = Intl.DateTimeFormat;
    const w = window as unknown as { dateFormatsBuilt: string[] };
    w.dateFormatsBuilt = [];
    Intl.DateTimeFormat = function (this: unknown, ...args: ConstructorParameters<typeof Real>) {
      w.dateFormatsBuilt.push(new Error().stack ?? "");
      return new Real(...args);
    } as unknown as typeof Intl.DateTimeFormat;
  });
  return () => page.evaluate(() => (window as unknown as { dateFormatsBuilt: string[] }).dateFormatsBuilt);
}
