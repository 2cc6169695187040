// Recall and audio a learner can count on (issue #28): the 'Hide translation' toggle on the card
// (key T, a real toggle), and sound for a browser without a voice for the language: the standard
// recording, played by itself on a new sentence by default, or, where there is none, one notice
// that says what to do. Headless Chromium has no voices at all, which is the case under test.
// (The recording endpoint itself, and that it never synthesizes, is tests/integration/recordings.test.ts.)
import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, signIn, test } from "./fixtures";
import { appOrigin, startTrial } from "./helpers";
import { loadAllConversations } from "../../db/content";

async function newLearner(page: Page) {
  await signIn(page, { language: "italian", tutorialSeen: true });
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Play Italian" })).toBeEnabled();
}

async function expectNoSeriousAxeViolation(page: Page, label: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page), `${label} ${width}px`).toEqual([]);
  }
}

/**
 * Records what the browser is asked to say (speech that ends well or fails), which media sources
 * are played (the standard recording stood in for, as if played to its end, or played for real),
 * and every toast as it appears.
 */
async function recordSound(
  page: Page,
  options: { speech: "succeeds" | "fails" | "blocked"; recording: "stand-in" | "real" | "blocked" },
) {
  await page.addInitScript(({ speech: speechResult, recording }) => {
    const log = { spoken: [] as string[], played: [] as string[], toasts: [] as string[], events: [] as string[] };
    (window as unknown as { __sound: typeof log }).__sound = log;
    // The moment a notice is decided on (audio.ts marks it said for the session before its words load).
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (key.startsWith("piramide:audio-notice:")) log.events.push(`notice ${key.slice(22)}`);
      return setItem.call(this, key, value);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (!(node instanceof HTMLElement)) continue;
          const found = node.matches('[data-testid="toast"]')
            ? [node]
            : Array.from(node.querySelectorAll('[data-testid="toast"]'));
          for (const toast of found) log.toasts.push(toast.textContent ?? "");
        }
      }
    }).observe(document, { childList: true, subtree: true });
    window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
      log.spoken.push(utterance.text);
      log.events.push(`speak ${utterance.lang}`);
      setTimeout(() => {
        if (speechResult === "succeeds") utterance.onend?.(new Event("end") as SpeechSynthesisEvent);
        else if (speechResult === "blocked") utterance.onerror?.({ error: "not-allowed" } as SpeechSynthesisErrorEvent);
        else utterance.onerror?.({ error: "synthesis-failed" } as SpeechSynthesisErrorEvent);
      }, 10);
    };
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      log.played.push(this.src);
      if (recording === "real" || !this.src.includes("/api/audio/recording/")) return play.call(this);
      // As Chromium answers a page nobody has pressed on yet.
      if (recording === "blocked") return Promise.reject(new DOMException("play() failed", "NotAllowedError"));
      setTimeout(() => this.dispatchEvent(new Event("ended")), 10);
      return Promise.resolve();
    };
  }, options);
}

const sound = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __sound: { spoken: string[]; played: string[]; toasts: string[]; events: string[] } }).__sound,
  );

async function shownSentenceId(page: Page): Promise<number> {
  const shown = await page.getByTestId("target-sentence").textContent();
  const sentences = (await (await page.request.get("/api/sentences?language=italian")).json()) as {
    id: number;
    italian: string;
  }[];
  return sentences.find((s) => s.italian === shown)!.id;
}

test("'Hide translation' is a toggle on the card, by key T and by keyboard alone, listed among the shortcuts", async ({
  page,
}) => {
  await newLearner(page);
  const toggle = page.getByRole("button", { name: "Hide translation" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect(toggle).toHaveAttribute("aria-keyshortcuts", "T");
  await expect(page.getByTestId("english-sentence")).toBeVisible();
  await page.getByTestId("hotkeys").locator("summary").click();
  await expect(page.getByTestId("hotkeys").getByRole("listitem").filter({ hasText: "Hide translation" })).toContainText("T");

  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press("t");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("english-sentence")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Show translation" })).toBeVisible();
  await expectNoSeriousAxeViolation(page, "hidden");

  // By keyboard alone: focus the toggle and press Enter, then Space.
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByTestId("english-sentence")).toBeVisible();
  await page.keyboard.press("Space");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  // Space on the focused toggle is the toggle's own: it did not continue.
  await expect(page.getByTestId("repetitions")).toHaveText("Repetitions: 0/20");
});

test.describe("a new learner's browser without a voice for the language", () => {
  test.use({ autoplayByDefault: true });

  test("hears the standard recording, played by itself on a new sentence", async ({ page }) => {
    await recordSound(page, { speech: "succeeds", recording: "stand-in" });
    await newLearner(page);
    const id = await shownSentenceId(page);
    // Autoplay is on by default: nothing was pressed.
    await expect
      .poll(async () => (await sound(page)).played)
      .toEqual([expect.stringMatching(`/api/audio/recording/italian/sentence/${id}$`)]);
    expect((await sound(page)).spoken).toEqual([]);
    expect((await sound(page)).toasts).toEqual([]);
    await page.getByTestId("audio-settings").locator("summary").click();
    await expect(page.getByLabel("Play each new sentence automatically")).toBeChecked();
  });

  test("where the browser does not let a page play sound by itself yet, autoplay waits quietly for ▶", async ({ page }) => {
    await recordSound(page, { speech: "blocked", recording: "blocked" });
    await newLearner(page);
    await expect.poll(async () => (await sound(page)).played).toHaveLength(1);
    await expect.poll(async () => (await sound(page)).spoken).toHaveLength(1);
    // Both sources were tried and refused; nothing is said about it.
    await page.getByRole("button", { name: "Play English" }).click();
    await expect.poll(async () => (await sound(page)).spoken).toHaveLength(2);
    // A press that is refused is said (the words say to press ▶ or turn autoplay off).
    await expect
      .poll(async () => (await sound(page)).toasts)
      .toEqual([expect.stringContaining("Your browser blocked the sound.")]);
  });
});

test("where neither a voice nor a recording exists, says so once, with what to do", async ({ page }) => {
  await recordSound(page, { speech: "fails", recording: "real" });
  await newLearner(page);
  const id = await shownSentenceId(page);
  // Nothing was warmed on this server: the endpoint says so (and synthesizes nothing).
  expect((await page.request.get(`/api/audio/recording/italian/sentence/${id}`)).status()).toBe(404);
  await page.getByRole("button", { name: "Play Italian" }).click();
  const notice = page.getByTestId("toast");
  await expect(notice).toContainText("No voice for this language");
  await expect(notice).toContainText("Add a voice for the language in your system's speech settings, or try another browser.");
  await expect(notice).not.toContainText("sound settings");
  await expectNoSeriousAxeViolation(page, "notice");
  expect((await sound(page)).played).toEqual([expect.stringMatching(`/api/audio/recording/italian/sentence/${id}$`)]);
  expect((await sound(page)).spoken).toHaveLength(1);

  // Once: pressing again tries both again, and says nothing new. (The axe check above narrowed the
  // page to a phone's width while the notice showed, which moves it into the header: a second
  // insertion of the same toast, so the count to keep is the one from before the press.)
  const said = (await sound(page)).toasts.length;
  expect((await sound(page)).toasts.every((t) => t.includes("No voice for this language"))).toBe(true);
  await page.getByRole("button", { name: "Play Italian" }).click();
  await expect.poll(async () => (await sound(page)).spoken.length).toBe(2);
  expect((await sound(page)).played).toHaveLength(2);
  expect((await sound(page)).toasts).toHaveLength(said);
  expect((await sound(page)).events.filter((e) => e.startsWith("notice "))).toEqual(["notice no-sound"]);
});

test("the conversation player honours 'Hide translation': each line's English waits behind its own button", async ({ page }) => {
  await signIn(page, { language: "italian", tutorialSeen: true });
  await startTrial(page);
  const saved = await page.request.post("/api/settings", { data: { hideTranslation: true }, headers: { Origin: appOrigin() } });
  expect(saved.status()).toBe(200);
  // A beginner opens at level 1's first conversation: its first line, from the content.
  const level1 = loadAllConversations().rows.filter((r) => r.level === 1);
  const first = level1.reduce((a, b) => (b.id < a.id ? b : a));
  await page.goto("/conversations");
  const lines = page.getByTestId("conversation-lines").getByRole("listitem");
  await expect(lines.first()).toContainText(first.italian);
  await expect(lines.first()).not.toContainText(first.english);
  const count = await lines.count();
  await expect(page.getByRole("button", { name: /^Show translation of line \d+$/ })).toHaveCount(count);
  await expectNoSeriousAxeViolation(page, "conversation");

  await page.getByRole("button", { name: "Show translation of line 1" }).click();
  await expect(page.getByRole("button", { name: "Show translation of line 1" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Show translation of line \d+$/ })).toHaveCount(count - 1);
  await expect(lines.first()).toContainText(first.english);
});
