// The screens every cross-cutting browser check walks (accessibility, layout): one list, so a new
// screen is checked everywhere once it is added here.
import type { Page } from "@playwright/test";
import { markEmailVerified } from "./fixtures";
import { signUp, startTrial } from "./helpers";

export const VISITOR_SCREENS = ["/", "/auth", "/auth?mode=signup", "/auth?mode=forgot"];
export const LEARNER_SCREENS = [
  "/",
  "/progress",
  "/review/italian",
  "/achievements",
  "/profile",
  "/subscription",
  "/conversations",
  "/analytics",
];

/** Signs in as the admin (who sees every screen, analytics included), on a trial, tutorial seen. */
export async function signInAsAdmin(page: Page) {
  await page.addInitScript(() => localStorage.setItem("piramide:tutorial-seen", "1"));
  await page.goto("/auth");
  const origin = new URL(page.url()).origin;
  // The account may exist from another test of the same run.
  const login = await page.request.post("/api/login", {
    data: { email: "admin@piramide.test", password: "secret-pass" },
    headers: { Origin: origin },
  });
  if (!login.ok()) await signUp(page, { email: "admin@piramide.test", firstName: "Quinn", language: "italian" });
  await markEmailVerified("admin@piramide.test");
  await page.goto("/");
  await startTrial(page).catch(() => undefined); // a second run finds the trial already started
}
