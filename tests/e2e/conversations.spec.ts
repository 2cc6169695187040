import { loadAllConversations } from "../../db/content";
import { SENTENCES_PER_LEVEL } from "../../app/domain/curriculum";
import { seriousViolations } from "./axe";
import { expect, seedHighestSentence, signIn, test } from "./fixtures";
import { startTrial } from "./helpers";

const ROWS = loadAllConversations().rows;
// The true number the gate says: every conversation in db/content (decision 005).
const CONVERSATIONS = new Set(ROWS.map((row) => row.conversationId)).size;

/** A level's topics in the order Continue walks them (by each conversation's lowest line id), from the content. */
function topicsOf(level: number): string[] {
  const first = new Map<number, { topic: string; id: number }>();
  for (const row of ROWS.filter((r) => r.level === level)) {
    const seen = first.get(row.conversationId);
    if (!seen || row.id < seen.id) first.set(row.conversationId, { topic: row.topic, id: row.id });
  }
  return [...first.values()].sort((a, b) => a.id - b.id).map((t) => t.topic);
}

test("a free learner sees the premium gate with the true number of conversations", async ({ page }) => {
  await signIn(page, { language: "italian", tutorialSeen: true });
  await page.goto("/conversations");
  await expect(page.getByRole("heading", { name: "Premium Feature" })).toBeVisible();
  await expect(page.getByText(`${CONVERSATIONS.toLocaleString("en-US")} real-life scenarios`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute("href", "/subscription");
});

test("a trial learner plays a conversation and Continue moves through the topics of their level", async ({ page }) => {
  const [first, second] = topicsOf(1);
  await signIn(page, { language: "italian", tutorialSeen: true });
  await startTrial(page);
  await page.goto("/conversations");
  await expect(page).toHaveTitle("Conversations — Piramide");
  // A beginner's screen opens at level 1.
  await expect(page.getByRole("link", { name: /^Level 1: Basic/ })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("conversation-topic")).toHaveText(first!);
  const lines = page.getByTestId("conversation-lines").getByRole("listitem");
  await expect(lines.first()).toContainText("Person 1");
  await expect(lines.nth(1)).toContainText("Person 2");
  await expect(page.getByText("Conversation 1 of 1 unlocked")).toBeVisible();
  const continueButton = page.getByRole("button", { name: "Continue" });
  const preview = page.getByTestId("continue-preview");

  // The first Continue unlocks a second topic and starts the round again from the first; the player
  // says so before it is pressed (issue 18: "the player says what Continue will do next").
  await expect(preview).toHaveText(`Continue plays this conversation again: the next one, “${second}”, opens after it.`);
  await expect(continueButton).toHaveAccessibleDescription(await preview.innerText());
  await continueButton.click();
  await expect(page.getByText("Conversation 1 of 2 unlocked")).toBeVisible();
  await expect(page.getByTestId("conversation-topic")).toHaveText(first!);
  await expect(page.getByRole("status").filter({ hasText: "New conversation" })).toHaveCount(0);
  await expect(preview).toHaveText(`Continue opens conversation 2: ${second}`);

  // Reaching a conversation for the first time is said out loud, once.
  await continueButton.click();
  await expect(page.getByTestId("conversation-topic")).toHaveText(second!);
  await expect(page.getByText("Conversation 2 of 2 unlocked")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: `New conversation: ${second}` })).toBeVisible();
  await expect(preview).toContainText(`Continue starts the round again from conversation 1, “${first}”`);
  await expect(preview).toContainText("opens after conversation 2.");
});

test("the screen opens at the learner's level, another level is chosen by keyboard, and Continue stays inside it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000); // two levels, an axe run and a second browser context on a shared machine
  const { email } = await signIn(page, { language: "italian", tutorialSeen: true });
  await startTrial(page);
  // The learner has met a level 3 sentence: the conversations open at level 3.
  await seedHighestSentence(email, "italian", 2 * SENTENCES_PER_LEVEL + 1);
  await page.goto("/conversations");
  const levels = page.getByRole("navigation", { name: "Conversation level" });
  const levelThree = levels.getByRole("link", { name: /^Level 3: Intermediate/ });
  await expect(levelThree).toHaveAttribute("aria-current", "page");
  await expect(levelThree).toContainText("your level");
  await expect(levelThree).toContainText(`${topicsOf(3).length} conversations`);
  await expect(page.getByTestId("conversation-topic")).toHaveText(topicsOf(3)[0]!);

  // Another level, by keyboard alone.
  const levelTwo = levels.getByRole("link", { name: /^Level 2: Elementary/ });
  await levelTwo.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/conversations\?level=2$/);
  await expect(levelTwo).toHaveAttribute("aria-current", "page");
  const [first, second] = topicsOf(2);
  await expect(page.getByTestId("conversation-topic")).toHaveText(first!);
  await expect(page.getByText(`${topicsOf(2).length} in level 2`)).toBeVisible();
  // The level's own conversations, in order, listed under the player.
  await page.getByText(`The ${topicsOf(2).length} conversations of level 2`).click();
  const listed = page.getByTestId("level-conversations").getByRole("listitem");
  await expect(listed).toHaveCount(topicsOf(2).length);
  await expect(listed.nth(1)).toHaveText(`2. ${second} (locked)`);
  expect(await seriousViolations(page)).toEqual([]);

  // Continue walks level 2: its first topic again (unlocking the second), then its second.
  const continueButton = page.getByRole("button", { name: "Continue" });
  await continueButton.click();
  await expect(page.getByText("Conversation 1 of 2 unlocked")).toBeVisible();
  await continueButton.click();
  await expect(page.getByTestId("conversation-topic")).toHaveText(second!);
  await expect(page).toHaveURL(/\/conversations\?level=2$/);
  await expect(listed.nth(1)).toHaveText(`2. ${second} (now)`);

  // Level 3 kept its own place; without JavaScript the level links work the same.
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await context.newPage();
  await plain.goto(new URL("/conversations?level=2", page.url()).href);
  await expect(plain.getByTestId("conversation-topic")).toHaveText(second!);
  await plain.getByRole("link", { name: /^Level 3: Intermediate/ }).click();
  await expect(plain).toHaveURL(/\/conversations\?level=3$/);
  await expect(plain.getByTestId("conversation-topic")).toHaveText(topicsOf(3)[0]!);
  await expect(plain.getByText("Conversation 1 of 1 unlocked")).toBeVisible();
  await context.close();
});
