// The screens every cross-cutting browser check walks (accessibility, layout): one list, so a new
// screen is checked everywhere once it is added here.
import type { Page } from "@playwright/test";
import { ADMIN_EMAIL, signIn } from "./fixtures";
import { startTrial } from "./helpers";

export const VISITOR_SCREENS = ["/", "/auth", "/auth?mode=signup", "/auth?mode=forgot"];
export const LEARNER_SCREENS = [
  "/",
  "/progress",
  "/review/italian",
  "/achievements",
  "/profile",
  "/subscription",
  "/conversations",
  "/leagues",
  "/analytics",
];

/**
 * Tags a test that signs in as the one admin (or remakes that account): such tests run one at a time,
 * in the "admin" project (playwright.config.ts); every other test runs beside them.
 */
export const ADMIN_TAG = "@admin";

/**
 * Signs in as the admin (who sees every screen, analytics included: ADMIN_EMAIL with a proven
 * address), on a trial, tutorial seen. The account is shared by every test tagged ADMIN_TAG.
 */
export async function signInAsAdmin(page: Page) {
  await signIn(page, { email: ADMIN_EMAIL, firstName: "Quinn", language: "italian", verified: true, tutorialSeen: true });
  await startTrial(page).catch(() => undefined); // an earlier test finds the trial already started
}
