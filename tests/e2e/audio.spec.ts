import { expect, test } from "@playwright/test";

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
  await page.goto("/auth?mode=signup");
  await page.getByLabel("First Name").fill("Pia");
  await page.getByLabel("Last Name").fill("Neri");
  await page.getByLabel("Email").fill(`audio-${Date.now()}@example.com`);
  await page.getByLabel("Password").fill("secret-pass");
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.getByTestId("choose-italian").click();
  await page.getByRole("button", { name: "Start Learning" }).click();
  await page.getByRole("dialog").waitFor();
  await page.evaluate(() => localStorage.setItem("piramide:tutorial-seen", "1"));
  const origin = new URL(page.url()).origin;
  expect((await page.request.post("/api/start-trial", { headers: { Origin: origin } })).ok()).toBe(true);
  await page.reload();

  const synthesize = page.waitForResponse((r) => r.url().endsWith("/api/audio/synthesize"));
  await page.getByRole("button", { name: "Play Italian" }).click();
  // No Google key on this server: the premium call answers {error} at once.
  const response = await synthesize;
  expect(response.status()).toBe(503);
  expect((await response.json()).error).toMatch(/not configured/);
  await expect(page.getByTestId("toast")).toContainText("Premium audio failed, trying fallback...");
  const sentence = await page.getByTestId("target-sentence").textContent();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __spoken: { text: string }[] }).__spoken)).toEqual([
    { text: sentence, lang: "it-IT", rate: 0.7 },
  ]);

  await page.getByRole("button", { name: "Play English" }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __spoken: { lang: string }[] }).__spoken.length)).toBe(2);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("pyramid-size")).toHaveText("Pyramid size: 2");
});
