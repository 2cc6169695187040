// Speaking and listening (issue #28) with a stand-in recogniser put in place before the page loads:
// a `SpeechRecognition` class that "hears" what the test sets in `window.__heard` and answers
// `available()` as told (on the device, or only online), and a window without one at all. The
// browser's speech synthesis is replaced too, so playing is recorded instead of heard.
import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, seedGraduated, signIn, test } from "./fixtures";
import { appOrigin } from "./helpers";

type Recogniser = "on-device" | "online-only" | "missing";

interface SpeechProbe {
  __heard: string;
  __listened: { lang: string; processLocally: boolean }[];
  __spoken: { text: string; rate: number }[];
}

async function withRecogniser(page: Page, kind: Recogniser) {
  await page.addInitScript((kind: Recogniser) => {
    const w = window as unknown as SpeechProbe & Record<string, unknown>;
    w.__heard = "";
    w.__listened = [];
    w.__spoken = [];
    window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
      w.__spoken.push({ text: utterance.text, rate: Math.round(utterance.rate * 100) / 100 });
      setTimeout(() => utterance.onend?.(new Event("end") as SpeechSynthesisEvent), 10);
    };
    delete w.SpeechRecognition;
    delete w.webkitSpeechRecognition;
    if (kind === "missing") return;
    class StandInRecognition {
      lang = "";
      continuous = false;
      interimResults = false;
      maxAlternatives = 1;
      processLocally = false;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      static available(options: { langs: string[]; processLocally: boolean }) {
        return Promise.resolve(options.processLocally && kind === "online-only" ? "unavailable" : "available");
      }
      static install() {
        return Promise.resolve(true);
      }
      start() {
        w.__listened.push({ lang: this.lang, processLocally: this.processLocally });
        setTimeout(() => {
          this.onresult?.({ results: [[{ transcript: w.__heard }]] });
          this.onend?.();
        }, 0);
      }
      stop() {}
      abort() {}
    }
    w.SpeechRecognition = StandInRecognition;
  }, kind);
}

const probe = <K extends keyof SpeechProbe>(page: Page, key: K) =>
  page.evaluate((k) => (window as unknown as SpeechProbe)[k], key) as Promise<SpeechProbe[K]>;

async function axeClean(page: Page, selector: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page, selector), `${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The sentence as a recogniser writes it: lower case, no punctuation. */
const asHeard = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'\s]/gu, "")
    .trim();

test("learn: 'Say it' (key S) recognises on the device and marks what was heard word by word", async ({ page }) => {
  await withRecogniser(page, "on-device");
  await signIn(page, { language: "italian", tutorialSeen: true });
  await page.goto("/");
  const sentence = (await page.getByTestId("target-sentence").textContent())!.trim();
  const words = sentence.split(/\s+/u);
  await page.getByTestId("hotkeys").locator("summary").click();
  await expect(page.getByTestId("hotkeys")).toContainText("S Say it");

  // The last word said as something else: it is missing, the rest right.
  const misheard = asHeard([...words.slice(0, -1), "zzzz"].join(" "));
  await page.evaluate((heard) => ((window as unknown as SpeechProbe).__heard = heard), misheard);
  await page.keyboard.press("s");
  const marks = page.getByTestId("speech-marks").locator("[data-mark]");
  await expect(marks).toHaveCount(words.length);
  await expect(marks.last()).toHaveAttribute("data-mark", "missing");
  await expect(page.getByTestId("speech-heard")).toHaveText(misheard);
  expect(await probe(page, "__listened")).toEqual([{ lang: "it-IT", processLocally: true }]);
  await axeClean(page, '[data-testid="speak-check"]');

  await page.evaluate((heard) => ((window as unknown as SpeechProbe).__heard = heard), asHeard(sentence));
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("speech-verdict")).toHaveText("Correct! That was the sentence.");
  await expect(marks.and(page.locator('[data-mark="right"]'))).toHaveCount(words.length);
  await page.getByRole("button", { name: "Hear it" }).click();
  await expect.poll(async () => (await probe(page, "__spoken")).map((s) => s.text)).toContain(sentence);
  // Never required: Continue works as before and closes the panel.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("speak-check")).toHaveCount(0);
});

test("learn: where only the browser's online service recognises, it says so and asks first, once", async ({ page }) => {
  await withRecogniser(page, "online-only");
  await signIn(page, { language: "spanish", tutorialSeen: true });
  await page.goto("/");
  const sentence = (await page.getByTestId("target-sentence").textContent())!.trim();
  await page.getByTestId("say-it").click();
  const consent = page.getByTestId("speech-consent");
  await expect(consent).toContainText("your browser sends the recording to its speech service");
  // Nothing is heard before the learner agrees.
  expect(await probe(page, "__listened")).toEqual([]);
  await axeClean(page, '[data-testid="speak-check"]');

  await page.evaluate((heard) => ((window as unknown as SpeechProbe).__heard = heard), asHeard(sentence));
  await page.getByRole("button", { name: "Use online recognition" }).click();
  await expect(page.getByTestId("speech-verdict")).toHaveText("Correct! That was the sentence.");
  expect(await probe(page, "__listened")).toEqual([{ lang: "es-ES", processLocally: false }]);
  // The choice is kept in the learner's settings: the next visit does not ask again.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get("/api/settings")).json()) as { onlineSpeechRecognition: boolean })
          .onlineSpeechRecognition,
    )
    .toBe(true);
  await page.reload();
  await page.evaluate((heard) => ((window as unknown as SpeechProbe).__heard = heard), asHeard(sentence));
  await page.getByTestId("say-it").click();
  await expect(page.getByTestId("speech-verdict")).toBeVisible();
  await expect(page.getByTestId("speech-consent")).toHaveCount(0);
});

test("without speech recognition there is no 'Say it' and no speaking mode; the rest is unchanged", async ({ page }) => {
  await withRecogniser(page, "missing");
  const { email } = await signIn(page, { language: "italian", tutorialSeen: true });
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
  await expect(page.getByTestId("hands-free")).toBeEnabled();
  await expect(page.getByTestId("say-it")).toHaveCount(0);
  await page.keyboard.press("s");
  await expect(page.getByTestId("speak-check")).toHaveCount(0);
  await page.getByTestId("hotkeys").locator("summary").click();
  await expect(page.getByTestId("hotkeys")).toContainText("Copy the sentence");
  await expect(page.getByTestId("hotkeys")).not.toContainText("Say it");

  await seedGraduated(email, "italian", [2]);
  await page.goto("/review/italian");
  await expect(page.getByRole("button", { name: "Listen and type" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Speak your answer" })).toHaveCount(0);
});

/** A learner with one card due (the fixture's way), on the review screen. */
async function reviewOneCard(page: Page) {
  const { email } = await signIn(page, { language: "italian", tutorialSeen: true });
  const headers = { Origin: appOrigin() };
  expect((await page.request.post("/api/progress", { data: { language: "italian", action: "advance" }, headers })).ok()).toBe(
    true,
  );
  const sentences = (await (await page.request.get("/api/sentences?language=italian")).json()) as {
    id: number;
    italian: string;
  }[];
  const found = sentences.find((s) => s.id === 12)!;
  const card = { id: found.id, text: found.italian };
  await seedGraduated(email, "italian", [card.id]);
  await page.goto("/review/italian");
  await expect(page.getByTestId("review-modes")).toBeVisible();
  return card;
}

test("review: 'Listen and type' by keyboard alone, with Play again (R) and Slower", async ({ page }) => {
  await withRecogniser(page, "missing");
  const card = await reviewOneCard(page);
  await page.getByRole("button", { name: "Listen and type" }).click();
  // The sentence plays as the card opens; its text and the English stay hidden.
  await expect.poll(async () => (await probe(page, "__spoken")).map((s) => s.text)).toEqual([card.text]);
  await expect(page.getByTestId("review-prompt")).toBeHidden();
  await expect(page.getByTestId("review-answer")).toHaveCount(0);
  await axeClean(page, '[data-testid="review-session"]');

  const box = page.getByLabel("Your answer");
  await box.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("button", { name: "Play again" })).toBeFocused();
  await page.keyboard.press("r");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect.poll(async () => (await probe(page, "__spoken")).length).toBe(3);
  const [first, again, slower] = await probe(page, "__spoken");
  expect(again).toEqual(first);
  expect(slower!.rate).toBeLessThan(first!.rate);

  await box.focus();
  await page.keyboard.type(asHeard(card.text));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("answer-verdict")).toHaveText(/Correct!|Almost!/);
  await expect(page.getByTestId("review-prompt")).toBeVisible();
  await expect(page.locator("[data-grade]:focus")).toHaveCount(1);
  await axeClean(page, '[data-testid="review-session"]');
});

test("review: 'Speak your answer' checks what was heard and suggests its grade", async ({ page }) => {
  await withRecogniser(page, "on-device");
  const card = await reviewOneCard(page);
  await page.getByRole("button", { name: "Speak your answer" }).click();
  await expect(page.getByLabel("Your answer")).toHaveCount(0);
  await page.evaluate((heard) => ((window as unknown as SpeechProbe).__heard = heard), asHeard(card.text));
  await page.getByTestId("say-it").click();
  await expect(page.getByTestId("speech-verdict")).toHaveText("Correct! That was the sentence.");
  await expect(page.getByTestId("review-answer")).toHaveText(card.text);
  await expect(page.getByRole("button", { name: "Good" })).toBeFocused();
  await axeClean(page, '[data-testid="review-session"]');
  await page.keyboard.press("3");
  await expect(page.getByRole("heading", { name: "Session Complete!" })).toBeVisible();
});
