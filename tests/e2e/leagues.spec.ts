// /leagues (issue 29): a learner's group with their own row and the zones, last week's result once,
// the way in before the first XP; without JavaScript, accessible at 1280 and 390 px, and the learn
// screen's toast on entering the promotion zone. Groups are seeded in D1 as the cron writes them.
import { weekStartOf } from "../../app/domain/league";
import { WEEK_MS } from "../../app/domain/time";
import { seriousViolations } from "./axe";
import { d1, expect, signIn, test } from "./fixtures";
import { uniqueEmail } from "./helpers";

/** A Limestone (tier 3) group of 12 this week with the learner 5th, and last week's result: 3rd, up. */
async function seedGroup(userId: number, myRank = 5) {
  const week = weekStartOf(Date.now());
  const group = 1000 + Math.floor(Math.random() * 1e6);
  const rivals = await d1<{ id: number }>(
    ...Array.from({ length: 11 }, () => ({
      sql: "INSERT INTO users (email, created_at) VALUES (?, ?) RETURNING id",
      params: [uniqueEmail("rival"), Date.now()],
    })),
  );
  const ids = rivals.map((rows) => rows[0]!.id);
  ids.splice(myRank - 1, 0, userId);
  await d1(
    ...ids.map((id, i) => ({
      sql: `INSERT INTO league_members (week, user_id, tier, group_number, xp, first_at, reached_at, rank)
            VALUES (?, ?, 3, ?, ?, ?, ?, ?)`,
      params: [week, id, group, 1200 - i * 100, week + i, week + i, i + 1],
    })),
    {
      sql: `INSERT INTO league_results (week, user_id, tier, group_number, rank, xp, movement, new_tier)
            VALUES (?, ?, 2, 1, 3, 640, 'up', 3)`,
      params: [week - WEEK_MS, userId],
    },
  );
}

test("without JavaScript: the group, the learner's row, the zones, and last week's result until 'Got it'", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const { userId } = await signIn(page, { language: "italian", tutorialSeen: true });
  await seedGroup(userId);
  await page.goto("/leagues");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Limestone league");
  await expect(page.getByTestId("league-time-left")).toHaveText(/^(\d+ days?( \d+ hours?)?|\d+ hours?|less than an hour) left$/);
  await expect(page.getByTestId("league-rules")).toHaveText(
    "The top 7 move up to Sandstone. The bottom 5 move down to Mudbrick.",
  );
  const me = page.getByTestId("league-me");
  await expect(me).toContainText("(You)");
  await expect(me).toContainText("800 points");
  await expect(me).toHaveAttribute("data-zone", "promotion");
  await expect(page.locator("ol[aria-label='Standings'] > li")).toHaveCount(12);
  await expect(page.locator("[data-zone='promotion']")).toHaveCount(7);
  await expect(page.locator("[data-zone='demotion']")).toHaveCount(5);
  await expect(page.getByTestId("league-last-result")).toContainText("You finished 3rd: up to Limestone");

  await page.getByRole("button", { name: "Got it" }).click();
  await expect(page).toHaveURL(/\/leagues$/);
  await expect(page.getByTestId("league-me")).toBeVisible();
  await expect(page.getByTestId("league-last-result")).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("league-last-result")).toHaveCount(0);
  await context.close();
});

test("a learner without XP this week is told how to join; the page is reached from Progress and passes axe", async ({ page }) => {
  await signIn(page, { language: "italian", tutorialSeen: true });
  await page.goto("/progress");
  await page.getByRole("link", { name: "See your league" }).click();
  await expect(page).toHaveURL(/\/leagues$/);
  await expect(page.getByRole("heading", { name: "Earn your first points this week" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sand league");
  expect(await seriousViolations(page)).toEqual([]);
});

test("the standings pass axe at 1280 and 390 px and fit 320 px; the learn screen says the promotion zone once", async ({
  page,
}) => {
  const { userId } = await signIn(page, { language: "italian", tutorialSeen: true });
  await seedGroup(userId);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/leagues");
    await expect(page.getByTestId("league-me")).toBeVisible();
    expect(await seriousViolations(page), `${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/leagues");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // On a phone the Progress tab holds Leagues.
  await expect(page.getByRole("navigation", { name: "Bottom" }).getByRole("link", { name: /Progress/ })).toHaveClass(
    /text-brand-700/,
  );

  // Every toast the page shows, as it appears (they queue: ours may wait behind another).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver(() => {
      for (const toast of Array.from(document.querySelectorAll('[data-testid="toast"]'))) {
        if (!seen.includes(toast.textContent ?? "")) seen.push(toast.textContent ?? "");
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const promotionToasts = async () =>
    (await page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts)).filter((t) =>
      t.includes("Promotion zone!"),
    );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await expect.poll(promotionToasts).toEqual([expect.stringContaining("You're 5th in your Limestone league")]);
  // Once: the next load (hydrated when its play button is enabled) says nothing.
  await page.reload();
  await expect(page.getByRole("button", { name: "Play Italian" })).toBeEnabled();
  expect(await promotionToasts()).toEqual([]);
});
