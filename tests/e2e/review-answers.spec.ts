// Typed review answers explained: the three verdicts, the marks, the suggested grade and keys 1-4.
import { expect, seedGraduated, signIn, test } from "./fixtures";
import { appOrigin } from "./helpers";

interface Sentence {
  id: number;
  english: string;
  italian: string;
}

test("typed answers are checked, explained and marked; the verdict suggests a grade", async ({ page }) => {
  const { email } = await signIn(page, { language: "italian", tutorialSeen: true });
  const sentences = (await (await page.request.get("/api/sentences?language=italian")).json()) as Sentence[];
  const accented = sentences.find((s) => /[àèéìòù]/.test(s.italian) && s.id > 10)!;
  const long = sentences.find((s) => s.id > 10 && !/[àèéìòù]/.test(s.italian) && /^[A-Za-z]{6,}/.test(s.italian))!;
  const other = sentences.find((s) => s.id > 10 && s.id !== accented.id && s.id !== long.id)!;
  // Due in this order: the accented one, the misspelt one, the wrong one, then one typed exactly.
  const exact = sentences.find((s) => ![accented.id, long.id, other.id].includes(s.id) && s.id > 10)!;
  // One Continue first, so the learner has progress for the review pile to belong to.
  await page.request.post("/api/progress", {
    data: { language: "italian", action: "advance" },
    headers: { Origin: appOrigin() },
  });
  await seedGraduated(email, "italian", [accented.id, long.id, other.id, exact.id]);
  await page.goto("/review/italian");
  const input = page.getByLabel("Your answer");

  // 1. Accents off only.
  await input.fill(accented.italian.normalize("NFD").replace(/\p{M}/gu, ""));
  await input.press("Enter");
  await expect(page.getByTestId("answer-verdict")).toHaveText("Almost! Check the accents.");
  await expect(page.getByRole("button", { name: "Hard" })).toBeFocused();
  await expect(page.getByTestId("answer-marks").locator("del")).not.toHaveCount(0);
  await page.keyboard.press("2");

  // 2. One letter wrong.
  await expect(page.getByTestId("review-prompt")).toHaveText(long.english);
  const misspelt = long.italian.slice(0, 2) + (long.italian[2] === "x" ? "y" : "x") + long.italian.slice(3);
  await input.fill(misspelt);
  await input.press("Enter");
  await expect(page.getByTestId("answer-verdict")).toHaveText("Almost! Check the spelling.");
  await expect(page.getByTestId("answer-marks").locator("del")).toContainText("x");
  await expect(page.getByTestId("answer-marks").locator("ins")).toContainText(long.italian[2]!);
  // The marks say what they mean without colour.
  await expect(page.getByTestId("answer-marks")).toContainText("(wrong or extra:");
  await page.keyboard.press("2");

  // 3. Something else entirely.
  await expect(page.getByTestId("review-prompt")).toHaveText(other.english);
  await input.fill("Qualcosa di completamente diverso");
  await input.press("Enter");
  await expect(page.getByTestId("answer-verdict")).toHaveText("Not quite.");
  await expect(page.getByRole("button", { name: "Wrong" })).toBeFocused();
  await page.keyboard.press("1");

  // 4. Exactly right, in another case and without the final punctuation.
  await expect(page.getByTestId("review-prompt")).toHaveText(exact.english);
  await input.fill(exact.italian.toUpperCase().replace(/[.!?]$/, ""));
  await input.press("Enter");
  await expect(page.getByTestId("answer-verdict")).toHaveText("Correct!");
  await expect(page.getByRole("button", { name: "Good" })).toBeFocused();
  await page.keyboard.press("3");

  // The card graded Wrong comes back once at the end (issue #18); this second grade is not saved.
  await expect(page.getByTestId("review-prompt")).toHaveText(other.english);
  await expect(page.getByTestId("review-again")).toBeVisible();
  await input.fill(other.italian);
  await input.press("Enter");
  await expect(page.getByTestId("answer-verdict")).toHaveText("Correct!");
  await page.keyboard.press("4");
  await expect(page.getByRole("heading", { name: "Session Complete!" })).toBeVisible();

  // Four grades reached the server: the keys graded, not just moved on.
  const log = (await (await page.request.get("/api/progress?language=italian")).json()) as {
    reviewSchedule: Record<string, { interval: number }>;
  };
  expect(log.reviewSchedule[String(exact.id)]!.interval).toBe(6);
  expect(log.reviewSchedule[String(other.id)]!.interval).toBe(1);
});
