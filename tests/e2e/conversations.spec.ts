import { expect, test } from "@playwright/test";
import { loadAllConversations } from "../../db/content";
import { signUp, skipTutorial, startTrial } from "./helpers";

// The true number the gate says: every conversation in db/content (decision 005).
const CONVERSATIONS = new Set(loadAllConversations().rows.map((row) => row.conversationId)).size;

test("a free learner sees the premium gate with the true number of conversations", async ({ page }) => {
  await signUp(page, { language: "italian" });
  await skipTutorial(page);
  await page.goto("/conversations");
  await expect(page.getByRole("heading", { name: "Premium Feature" })).toBeVisible();
  await expect(page.getByText(`${CONVERSATIONS.toLocaleString("en-US")} real-life scenarios`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute("href", "/subscription");
});

test("a trial learner plays a conversation and Continue moves through the topics", async ({ page }) => {
  await signUp(page, { language: "italian" });
  await skipTutorial(page);
  await startTrial(page);
  await page.goto("/conversations");
  await expect(page).toHaveTitle("Conversations — Piramide");
  await expect(page.getByTestId("conversation-topic")).toHaveText("Meeting a New Neighbour");
  const lines = page.getByTestId("conversation-lines").getByRole("listitem");
  await expect(lines.first()).toContainText("Person 1");
  await expect(lines.nth(1)).toContainText("Person 2");
  await expect(page.getByText("Conversation 1 of 1 unlocked")).toBeVisible();
  const continueButton = page.getByRole("button", { name: "Continue" });
  const preview = page.getByTestId("continue-preview");

  // The first Continue unlocks a second topic and starts the round again from the first; the player
  // says so before it is pressed (issue 18: "the player says what Continue will do next").
  await expect(preview).toHaveText("Continue plays this conversation again: the next one, “Ordering Coffee”, opens after it.");
  await expect(continueButton).toHaveAccessibleDescription(await preview.innerText());
  await continueButton.click();
  await expect(page.getByText("Conversation 1 of 2 unlocked")).toBeVisible();
  await expect(page.getByTestId("conversation-topic")).toHaveText("Meeting a New Neighbour");
  await expect(page.getByRole("status").filter({ hasText: "New conversation" })).toHaveCount(0);
  await expect(preview).toHaveText("Continue opens conversation 2: Ordering Coffee");

  // Reaching a conversation for the first time is said out loud, once.
  await continueButton.click();
  await expect(page.getByTestId("conversation-topic")).toHaveText("Ordering Coffee");
  await expect(page.getByText("Conversation 2 of 2 unlocked")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "New conversation: Ordering Coffee" })).toBeVisible();
  await expect(preview).toContainText("Continue starts the round again from conversation 1, “Meeting a New Neighbour”");
  await expect(preview).toContainText("opens after conversation 2.");
});
