import { expect, seedGraduated, signIn, test } from "./fixtures";
import { loadAllSentences } from "../../db/content";

// A new learner's whole first session, as a browser lives it: with the service worker.
test.use({ serviceWorkers: "allow" });

// What the seeded content holds, as the pages print it.
const SENTENCE_COUNT = loadAllSentences().rows.length.toLocaleString("en-US");

test("new learner: choose Italian, tutorial, grow the pyramid, see progress, review a graduated sentence", async ({ page }) => {
  // Signed up (the form itself: auth.spec.ts), nothing chosen yet.
  const { email } = await signIn(page, { firstName: "Marco", lastName: "Polo" });
  await page.goto("/");

  await expect(page.getByRole("heading", { name: "Choose your language" })).toBeVisible();
  const start = page.getByRole("button", { name: "Start Learning" });
  await expect(start).toBeDisabled();
  await page.getByTestId("choose-italian").click();
  await expect(start).toBeEnabled();
  await start.click();

  // The tutorial opens once for a brand-new learner.
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Welcome to Pyramid Learning" })).toBeVisible();
  for (const title of ["Audio Features", "Auto Progress", "Keyboard Shortcuts", "Ready to Learn"]) {
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByRole("heading", { name: title })).toBeVisible();
  }
  // Hotkeys are ignored while the tutorial is open.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press("Space");
  await dialog.getByRole("button", { name: "Start Learning" }).click();
  await expect(dialog).toHaveCount(0);

  await expect(page.getByTestId("stat-sentences")).toContainText(SENTENCE_COUNT);
  await expect(page.getByTestId("pyramid-size")).toHaveText("Pyramid size: 1");
  await expect(page.getByTestId("repetitions")).toHaveText("Repetitions: 0/20");
  const first = await page.getByTestId("target-sentence").textContent();

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("pyramid-size")).toHaveText("Pyramid size: 2");
  await expect(page.getByTestId("stat-points")).toContainText("11");
  await expect(page.getByTestId("target-sentence")).toHaveText(first!);
  await expect(page.getByTestId("repetitions")).toHaveText("Repetitions: 1/20");

  // The hotkey, not a focused button's own Space activation.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press("Space");
  await expect(page.getByTestId("repetitions")).toHaveText("Repetitions: 0/20");
  await page.keyboard.press("Space");
  await expect(page.getByTestId("pyramid-size")).toHaveText("Pyramid size: 3");
  await expect(page.getByTestId("stat-points")).toContainText("23");

  // The server agrees: a reload shows the same state.
  await page.reload();
  await expect(page.getByTestId("pyramid-size")).toHaveText("Pyramid size: 3");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.getByRole("link", { name: "Progress" }).first().click();
  const sequence = page.getByTestId("pyramid-sequence");
  await expect(sequence.getByRole("listitem")).toHaveCount(3);
  await expect(sequence.getByRole("listitem").first()).toContainText("#1");
  await expect(sequence.getByRole("listitem").first()).toContainText("2/20");

  await seedGraduated(email, "italian", [1]);
  const sentences = (await (await page.request.get("/api/sentences?language=italian")).json()) as {
    id: number;
    english: string;
    italian: string;
  }[];
  const graduated = sentences.find((s) => s.id === 1)!;
  await page.goto("/review/italian");
  await expect(page.getByTestId("review-prompt")).toHaveText(graduated.english);
  const show = page.getByRole("button", { name: "Show Answer" });
  await expect(show).toBeDisabled();
  await page.getByLabel("Your answer").fill(graduated.italian);
  await page.getByLabel("Your answer").press("Enter");
  await expect(page.getByTestId("review-answer")).toHaveText(graduated.italian);
  await page.getByRole("button", { name: "Good" }).click();
  await expect(page.getByRole("heading", { name: "Session Complete!" })).toBeVisible();
});
