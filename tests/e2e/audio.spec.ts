import { expect, signIn, test } from "./fixtures";
import { startTrial } from "./helpers";

test("when the premium voice fails, play falls back to the browser's speech and the page keeps working", async ({ page }) => {
  // Record what the browser is asked to say (headless Chromium has no voices to speak with).
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string; rate: number }[] = [];
    (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
    window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
      spoken.push({ text: utterance.text, lang: utterance.lang, rate: Math.round(utterance.rate * 100) / 100 });
      setTimeout(() => utterance.onend?.(new Event("end") as SpeechSynthesisEvent), 10);
    };
  });
  await signIn(page, { firstName: "Pia", language: "italian", tutorialSeen: true });
  await startTrial(page);
  await page.goto("/");

  const synthesize = page.waitForResponse((r) => r.url().endsWith("/api/audio/synthesize"));
  await page.getByRole("button", { name: "Play Italian" }).click();
  // The provider is unreachable from this server: the premium call answers {error}.
  const response = await synthesize;
  expect(response.status()).toBe(502);
  expect((await response.json()).error).toMatch(/unavailable right now/);
  // Said in words that say what happens (issue #18), not 'Premium audio failed, trying fallback...'.
  await expect(page.getByTestId("toast")).toContainText(
    "Premium voices are not available right now, so your browser's voice is used.",
  );
  const sentence = await page.getByTestId("target-sentence").textContent();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __spoken: { text: string }[] }).__spoken))
    .toEqual([{ text: sentence, lang: "it-IT", rate: 0.7 }]);

  await page.getByRole("button", { name: "Play English" }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __spoken: { lang: string }[] }).__spoken.length)).toBe(2);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("pyramid-size")).toHaveText("Pyramid size: 2");
});
