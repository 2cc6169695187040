// Review by keyboard alone, and review without JavaScript (issue #18): focus in the answer box,
// Enter reveals, a digit grades, focus in the next card's box; a card graded Wrong comes back once
// at the end and is counted once in the schedule. The whole session runs at one width; at the phone
// width (320 px, where layout.spec.ts checks every screen) one card checks what the width can change:
// the focus ring on the grade and the revealed card's contrast.
import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, reviewLog, seedGraduated, signIn, test } from "./fixtures";
import { appOrigin, startTrial } from "./helpers";

interface Sentence {
  id: number;
  english: string;
  italian: string;
}

/** A free Italian learner with `count` cards due, made without a click (fixture and API). */
async function learnerWithDueCards(page: Page, count: number) {
  const headers = { Origin: appOrigin() };
  const { email } = await signIn(page, { firstName: "Kay", lastName: "Board", language: "italian" });
  // One Continue first, so the learner has progress for the review pile to belong to.
  expect((await page.request.post("/api/progress", { data: { language: "italian", action: "advance" }, headers })).ok()).toBe(
    true,
  );
  const sentences = (await (await page.request.get("/api/sentences?language=italian")).json()) as Sentence[];
  // Distinct prompts, so each card is told apart by its English.
  const cards: Sentence[] = [];
  for (const s of sentences.filter((s) => s.id > 10)) {
    if (cards.length < count && !cards.some((c) => c.english === s.english)) cards.push(s);
  }
  await seedGraduated(
    email,
    "italian",
    cards.map((c) => c.id),
  );
  return { email, cards, headers };
}

/** The grades saved per card (one row of the review log per saved grade), read in one go. */
async function savedGrades(email: string, sentenceIds: number[]): Promise<number[][]> {
  const log = await reviewLog(email, "italian");
  return sentenceIds.map((id) => log.filter((r) => r.sentenceId === id).map((r) => r.grade));
}

/** Types the right answer by keyboard, Enter reveals it: focus on Good, visibly, and the card passes axe. */
async function revealRightAnswer(page: Page, card: Sentence) {
  await expect(page.getByTestId("review-prompt")).toHaveText(card.english);
  await expect(page.getByLabel("Your answer")).toBeFocused();
  await page.keyboard.type(card.italian);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("answer-verdict")).toHaveText("Correct!");
  const good = page.getByRole("button", { name: "Good" });
  await expect(good).toBeFocused();
  // The focus is visible on the coloured button, and the revealed card passes axe (contrast included).
  await expect(good).toHaveCSS("outline-style", "solid");
  expect(await seriousViolations(page, '[data-testid="review-session"]')).toEqual([]);
}

test("at 320 px a card is revealed and graded by keyboard, the focus ring shows and axe passes", async ({ page }) => {
  test.setTimeout(180_000);
  const {
    email,
    cards: [a],
  } = await learnerWithDueCards(page, 1);
  await page.setViewportSize({ width: 320, height: 900 });
  await page.goto("/review/italian");
  await revealRightAnswer(page, a!);
  await page.keyboard.press("3");
  const complete = page.getByRole("heading", { name: "Session Complete!" });
  await expect(complete).toBeVisible();
  await expect(complete).toBeFocused();
  expect(await savedGrades(email, [a!.id])).toEqual([[3]]);
});

test("a whole review session by keyboard alone at 1280 px", async ({ page }) => {
  test.setTimeout(180_000);
  const {
    email,
    cards: [a, b, c],
  } = await learnerWithDueCards(page, 3);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/review/italian");
  const prompt = page.getByTestId("review-prompt");
  const input = page.getByLabel("Your answer");
  const verdict = page.getByTestId("answer-verdict");

  // 1. Right: Enter reveals, focus on the suggested grade, 3 grades Good.
  await revealRightAnswer(page, a!);
  await page.keyboard.press("3");

  // 2. Digits in the box are text, not grades; then Wrong by key 1.
  await expect(prompt).toHaveText(b!.english);
  await expect(input).toBeFocused();
  await expect(input).toHaveValue("");
  await page.keyboard.type("Sbagliato 1 2 3 4");
  await expect(input).toHaveValue("Sbagliato 1 2 3 4");
  await expect(prompt).toHaveText(b!.english);
  await page.keyboard.press("Enter");
  await expect(verdict).toHaveText("Not quite.");
  await expect(page.getByRole("button", { name: "Wrong" })).toBeFocused();
  await page.keyboard.press("1");

  // 3. Easy by key 4.
  await expect(prompt).toHaveText(c!.english);
  await expect(input).toBeFocused();
  await page.keyboard.type(c!.italian);
  await page.keyboard.press("Enter");
  await expect(verdict).toHaveText("Correct!");
  await page.keyboard.press("4");

  // 4. The card graded Wrong, once more at the end, then the session ends.
  await expect(prompt).toHaveText(b!.english);
  await expect(page.getByTestId("review-again")).toBeVisible();
  await expect(page.getByTestId("review-position")).toHaveText("Card 4 of 4");
  await expect(input).toBeFocused();
  await page.keyboard.type(b!.italian);
  await page.keyboard.press("Enter");
  await expect(verdict).toHaveText("Correct!");
  await page.keyboard.press("3");
  const complete = page.getByRole("heading", { name: "Session Complete!" });
  await expect(complete).toBeVisible();
  await expect(complete).toBeFocused();
  await expect(page.getByText("You reviewed 3 sentences.")).toBeVisible();

  // One grade per card in the schedule: the Wrong card keeps its first grade.
  expect(await savedGrades(email, [a!.id, b!.id, c!.id])).toEqual([[3], [1], [4]]);
  const progress = (await (await page.request.get("/api/progress?language=italian")).json()) as {
    reviewSchedule: Record<string, { interval: number }>;
  };
  expect(progress.reviewSchedule[String(b!.id)]!.interval).toBe(1);
  expect(progress.reviewSchedule[String(a!.id)]!.interval).toBe(6);
});

test("the audio-quality select shows only where premium voices can be used", async ({ page }) => {
  await learnerWithDueCards(page, 1);
  await page.goto("/review/italian");
  await expect(page.getByTestId("review-prompt")).toBeVisible();
  await expect(page.getByLabel("Speed")).toBeVisible();
  // A free learner has no premium voices: no choice between them.
  await expect(page.getByLabel("Audio quality")).toHaveCount(0);
  // The trial brings them (the e2e server has a voice key), and with them the choice.
  await startTrial(page);
  await page.reload();
  await expect(page.getByTestId("review-prompt")).toBeVisible();
  await expect(page.getByLabel("Audio quality")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Show Answer and the grades work as form posts; a Wrong card comes back once", async ({ page }) => {
    test.setTimeout(180_000);
    const {
      email,
      cards: [a, b],
    } = await learnerWithDueCards(page, 2);
    await page.goto("/review/italian");
    const prompt = page.getByTestId("review-prompt");
    const answer = page.getByTestId("review-answer");

    await expect(prompt).toHaveText(a!.english);
    await page.getByLabel("Your answer").fill("Qualcosa di completamente diverso");
    await page.getByRole("button", { name: "Show Answer" }).click();
    await expect(answer).toHaveText(a!.italian);
    await expect(page.getByTestId("answer-verdict")).toHaveText("Not quite.");
    await page.getByRole("button", { name: "Wrong" }).click();

    // Nothing typed: Show Answer still works without JavaScript.
    await expect(prompt).toHaveText(b!.english);
    await expect(answer).toHaveCount(0);
    await page.getByRole("button", { name: "Show Answer" }).click();
    await expect(answer).toHaveText(b!.italian);
    await page.getByRole("button", { name: "Good" }).click();

    await expect(prompt).toHaveText(a!.english);
    await expect(page.getByTestId("review-again")).toBeVisible();
    await expect(page.getByTestId("review-position")).toHaveText("Card 3 of 3");
    await page.getByRole("button", { name: "Show Answer" }).click();
    await page.getByRole("button", { name: "Easy" }).click();
    await expect(page.getByRole("heading", { name: "Session Complete!" })).toBeVisible();
    await expect(page.getByText("You reviewed 2 sentences.")).toBeVisible();

    expect(await savedGrades(email, [a!.id, b!.id])).toEqual([[1], [3]]);

    // The address asks for a second look again: it is shown, but grading it saves nothing.
    await page.goto(`/review/italian?again=${a!.id}`);
    await expect(prompt).toHaveText(a!.english);
    await page.getByRole("button", { name: "Show Answer" }).click();
    await page.getByRole("button", { name: "Easy" }).click();
    await expect(page.getByRole("heading", { name: "Session Complete!" })).toBeVisible();
    expect(await savedGrades(email, [a!.id])).toEqual([[1]]);
  });
});
