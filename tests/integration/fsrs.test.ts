// FSRS-6 beside SM-2: the setting, grading under each, switching both ways, intervals on the cards.
import { describe, expect, it } from "vitest";
import { call, freeLearner, seedGraduated, sqlInLearner } from "./helpers";

const review = (cookie: string, sentenceId: number, grade: number) =>
  call("/api/progress", { json: { language: "italian", action: "review", sentenceId, grade }, cookie });

async function item(userId: number, sentenceId: number) {
  const [row] = await sqlInLearner<Record<string, number | null>>(
    userId,
    "SELECT * FROM review_items WHERE language = 'italian' AND sentence_id = ?",
    sentenceId,
  );
  return row!;
}

describe("the scheduler setting", () => {
  it("accepts fsrs or sm2 and refuses anything else with a message, writing nothing", async () => {
    const learner = await freeLearner();
    const bad = await call("/api/settings", { json: { scheduler: "anki" }, cookie: learner.cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('scheduler must be "fsrs" or "sm2"');
    expect((await call("/api/settings", { cookie: learner.cookie })).body.scheduler).toBe("sm2");
    const good = await call("/api/settings", { json: { scheduler: "fsrs" }, cookie: learner.cookie });
    expect(good.status).toBe(200);
    expect(good.body.scheduler).toBe("fsrs");
    expect((await call("/api/settings", { json: { scheduler: "fsrs" } })).status).toBe(401);
  });
});

describe("reviewing under FSRS", () => {
  it("grades with FSRS, rebuilds state from the log on switching, and switching back keeps the dates", async () => {
    const learner = await freeLearner();
    const id = await seedGraduated(learner.email, "italian", [1, 2, 3]);
    // SM-2 first (the default): interval 1 → 6 on Good.
    expect((await review(learner.cookie, 1, 3)).status).toBe(200);
    expect(await item(id, 1)).toMatchObject({ interval: 6, fsrs_stability: null });

    await call("/api/settings", { json: { scheduler: "fsrs" }, cookie: learner.cookie });
    const page = await call("/review/italian", { cookie: learner.cookie });
    expect(page.status).toBe(200);
    // Each card brings the four candidate intervals (the buttons' "Good · 3d"), not the scheduler.
    expect(String(page.body)).toMatch(/intervals\\*",\[\d+,\d+,\d+,\d+\]/);

    // A card never reviewed under FSRS: state from a new card.
    expect((await review(learner.cookie, 2, 3)).status).toBe(200);
    const two = await item(id, 2);
    expect(two.fsrs_stability).toBeGreaterThan(0);
    expect(two.fsrs_reps).toBe(1);
    expect(two.next_review! - Date.now()).toBeGreaterThan(0.5 * 86_400_000);

    // Sentence 1 had an SM-2 review: replayed, then this one applied (two repetitions in all).
    await sqlInLearner(id, "UPDATE review_items SET next_review = ? WHERE sentence_id = 1", Date.now() - 1000);
    expect((await review(learner.cookie, 1, 4)).status).toBe(200);
    const one = await item(id, 1);
    expect(one.fsrs_reps).toBe(2);
    const dueBefore = (await item(id, 2)).next_review;

    // Back to SM-2: nothing due moves, and the next SM-2 review clears the FSRS state.
    await call("/api/settings", { json: { scheduler: "sm2" }, cookie: learner.cookie });
    expect((await item(id, 2)).next_review).toBe(dueBefore);
    expect((await review(learner.cookie, 3, 3)).status).toBe(200);
    expect(await item(id, 3)).toMatchObject({ interval: 6, fsrs_stability: null });
  });
});
