// The review screen's form posts (Show Answer and the grades without JavaScript): the same grading
// as POST /api/progress, each card's first grade saved once, bad input refused in words.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, freeLearner, seedGraduated, sqlInLearner, userIdOf } from "./helpers";

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

/** The page's HTML without React's text separators (`Card <!-- -->1<!-- --> of ...`). */
function page(body: unknown): string {
  return String(body).replace(/<!-- -->/g, "");
}

function post(path: string, fields: Record<string, string>, cookie?: string | null) {
  return call(path, { body: new URLSearchParams(fields).toString(), headers: FORM, cookie });
}

async function logOf(email: string, sentenceId: number) {
  const rows = await sqlInLearner<{ grade: number }>(
    await userIdOf(email),
    "SELECT grade FROM review_log WHERE sentence_id = ? ORDER BY id",
    sentenceId,
  );
  return rows.map((r) => r.grade);
}

async function itemOf(email: string, sentenceId: number) {
  const [row] = await sqlInLearner<{ interval: number; next_review: number }>(
    await userIdOf(email),
    "SELECT interval, next_review FROM review_items WHERE sentence_id = ?",
    sentenceId,
  );
  return row ?? null;
}

async function learnerWithDue(ids: number[]) {
  const learner = await freeLearner("italian");
  await seedGraduated(learner.email, "italian", ids);
  return learner;
}

async function englishOf(id: number) {
  return (await env.DB.prepare("SELECT english FROM sentences WHERE id = ?").bind(id).first<{ english: string }>())!.english;
}

// The page's HTML escapes apostrophes and quotes.
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

describe("review by form posts", () => {
  it("saves a grade once: Wrong comes back once at the end, and its second grade is not saved", async () => {
    const learner = await learnerWithDue([1, 2]);
    const wrong = await post("/review/italian", { intent: "grade", sentenceId: "1", grade: "1" }, learner.cookie);
    expect(wrong.status).toBe(302);
    expect(wrong.headers.get("Location")).toBe("/review/italian?again=1&reviewed=1");
    expect(await logOf(learner.email, 1)).toEqual([1]);

    // The same post again (a reload, a double submit): the card is no longer due, nothing is written.
    const repeated = await post("/review/italian", { intent: "grade", sentenceId: "1", grade: "4" }, learner.cookie);
    expect(repeated.status).toBe(302);
    expect(await logOf(learner.email, 1)).toEqual([1]);

    const good = await post(
      "/review/italian",
      { intent: "grade", sentenceId: "2", grade: "3", again: "1", reviewed: "1" },
      learner.cookie,
    );
    expect(good.headers.get("Location")).toBe("/review/italian?again=1&reviewed=2");
    expect(await logOf(learner.email, 2)).toEqual([3]);

    // The second look at card 1 is on the page, marked as such, without intervals.
    const view = await call("/review/italian?again=1&reviewed=2", { cookie: learner.cookie });
    expect(view.status).toBe(200);
    expect(page(view.body)).toContain(html(await englishOf(1)));
    expect(page(view.body)).toContain("Once more: you marked this Wrong earlier in this session.");
    expect(page(view.body)).toContain("Card 3 of 3");

    const again = await post(
      "/review/italian",
      { intent: "grade", sentenceId: "1", grade: "4", again: "1", reviewed: "2" },
      learner.cookie,
    );
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe("/review/italian?reviewed=2&repeated=1");
    expect(await logOf(learner.email, 1)).toEqual([1]);
    expect((await itemOf(learner.email, 1))!.interval).toBe(1);

    const done = await call("/review/italian?reviewed=2&repeated=1", { cookie: learner.cookie });
    expect(page(done.body)).toContain("Session Complete!");
    expect(page(done.body)).toContain("You reviewed 2 sentences");
  });

  it("a double submit of one form (its gradeId) saves once and lands on the same session page", async () => {
    const learner = await learnerWithDue([1, 2]);
    const fields = { intent: "grade", sentenceId: "1", grade: "1", gradeId: "form-grade-key-1" };
    const [first, second] = await Promise.all([
      post("/review/italian", fields, learner.cookie),
      post("/review/italian", fields, learner.cookie),
    ]);
    expect([first.status, second.status]).toEqual([302, 302]);
    // Both land where the first grade leads: the card comes back once, one card reviewed.
    expect(first.headers.get("Location")).toBe("/review/italian?again=1&reviewed=1");
    expect(second.headers.get("Location")).toBe("/review/italian?again=1&reviewed=1");
    expect(await logOf(learner.email, 1)).toEqual([1]);
  });

  it("Show Answer posts the typed answer and shows the answer, the verdict and the grades", async () => {
    const learner = await learnerWithDue([1]);
    const text = (await env.DB.prepare("SELECT italian FROM sentences WHERE id = 1").first<{ italian: string }>())!.italian;
    const shown = await post("/review/italian", { intent: "reveal", sentenceId: "1", answer: text }, learner.cookie);
    expect(shown.status).toBe(200);
    const body = page(shown.body);
    expect(body).toContain('data-testid="review-answer"');
    expect(body).toContain("Correct!");
    expect(body).toMatch(/<button[^>]*name="grade"[^>]*value="4"/);
    expect(await logOf(learner.email, 1)).toEqual([]);
  });

  it.each([
    [{ intent: "grade", sentenceId: "1", grade: "7" }, "Choose a grade: 1 (Wrong), 2 (Hard), 3 (Good) or 4 (Easy)"],
    [{ intent: "grade", sentenceId: "1", grade: "" }, "Choose a grade: 1 (Wrong), 2 (Hard), 3 (Good) or 4 (Easy)"],
    [{ intent: "grade", sentenceId: "one", grade: "3" }, "The card&#x27;s sentence number is missing or not a number"],
    [
      { intent: "grade", sentenceId: "1", grade: "3", again: "1;2" },
      "The list of cards to repeat must be sentence numbers separated by commas",
    ],
    [{ intent: "grade", sentenceId: "1", grade: "3", reviewed: "-4" }, "The session count must be a whole number"],
    [{ intent: "delete", sentenceId: "1" }, "The form must say what to do: &quot;reveal&quot; or &quot;grade&quot;"],
  ])("answers 400 in words for %j and writes nothing", async (fields, message) => {
    const learner = await learnerWithDue([1]);
    const before = await itemOf(learner.email, 1);
    const response = await post("/review/italian", fields, learner.cookie);
    expect(response.status).toBe(400);
    expect(page(response.body)).toContain(message);
    expect(await logOf(learner.email, 1)).toEqual([]);
    expect(await itemOf(learner.email, 1)).toEqual(before);
  });

  it("a body that is not a form is a 400 in words", async () => {
    const learner = await learnerWithDue([1]);
    const response = await call("/review/italian", {
      json: { intent: "grade", sentenceId: 1, grade: 3 },
      cookie: learner.cookie,
    });
    expect(response.status).toBe(400);
    expect(await logOf(learner.email, 1)).toEqual([]);
  });

  it("signed out: refused before the body is judged", async () => {
    const response = await post("/review/italian", { intent: "grade", sentenceId: "1", grade: "7" });
    expect(response.status).toBe(401);
    expect(page(response.body)).not.toContain("Choose a grade");
  });

  it("a language outside the plan: refused before the body is judged", async () => {
    const learner = await learnerWithDue([1]);
    const response = await post("/review/german", { intent: "grade", sentenceId: "1", grade: "7" }, learner.cookie);
    expect(response.status).toBe(403);
    expect(page(response.body)).toContain("German is not included in your plan.");
    expect(page(response.body)).not.toContain("Choose a grade");
  });

  it("never reaches someone else's card, by the grade or by the carried list", async () => {
    const owner = await learnerWithDue([5]);
    const other = await learnerWithDue([1]);
    const response = await post("/review/italian", { intent: "grade", sentenceId: "5", grade: "4", again: "5" }, other.cookie);
    expect(response.status).toBe(404);
    expect(page(response.body)).toContain("Sentence 5 is not in your Italian review pile.");
    expect(await logOf(owner.email, 5)).toEqual([]);
    expect(await logOf(other.email, 5)).toEqual([]);
    // A forged list names card 5 for a second look: the page shows only the learner's own cards.
    const view = await call("/review/italian?again=5", { cookie: other.cookie });
    expect(page(view.body)).not.toContain(html(await englishOf(5)));
    expect(page(view.body)).toContain(html(await englishOf(1)));
    expect(page(view.body)).toContain("Card 1 of 1");
  });
});
