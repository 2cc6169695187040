import { describe, expect, it } from "vitest";
import {
  currentEntry,
  EMPTY_TALLY,
  gradeCurrent,
  judgeFormGrade,
  savesGrade,
  sessionPosition,
  startReviewSession,
  tallyOf,
  tallySearch,
} from "./review-session";
import { parseTally, reviewFormSchema, tallyFromUrl } from "./review-form";

const card = (sentenceId: number) => ({ sentenceId });
const ids = (state: { queue: { card: { sentenceId: number }; pass: string }[] }) =>
  state.queue.map((e) => `${e.card.sentenceId}${e.pass === "again" ? "*" : ""}`);

describe("a review session", () => {
  it("shows the due cards in order, then each card graded Wrong once more, then ends", () => {
    let s = startReviewSession([card(1), card(2), card(3)], []);
    expect(ids(s)).toEqual(["1", "2", "3"]);
    s = gradeCurrent(s, 1); // Wrong
    expect(ids(s)).toEqual(["2", "3", "1*"]);
    s = gradeCurrent(s, 3);
    s = gradeCurrent(s, 1);
    expect(ids(s)).toEqual(["1*", "3*"]);
    expect(currentEntry(s)?.pass).toBe("again");
    s = gradeCurrent(s, 1); // Wrong again on the second look: it does not come back a third time
    expect(ids(s)).toEqual(["3*"]);
    s = gradeCurrent(s, 4);
    expect(s.queue).toEqual([]);
    expect(currentEntry(s)).toBeUndefined();
    expect(s.reviewed).toBe(3);
    expect(s.repeated).toBe(2);
  });

  it("saves only a card's first grade", () => {
    expect(savesGrade("first")).toBe(true);
    expect(savesGrade("again")).toBe(false);
  });

  it("counts cards for 'Card n of m', the second looks included", () => {
    let s = startReviewSession([card(1), card(2)], []);
    expect(sessionPosition(s)).toEqual({ done: 0, total: 2 });
    s = gradeCurrent(s, 1);
    expect(sessionPosition(s)).toEqual({ done: 1, total: 3 });
    s = gradeCurrent(s, 3);
    s = gradeCurrent(s, 3);
    expect(sessionPosition(s)).toEqual({ done: 3, total: 3 });
  });

  it("carries on from a tally: second looks after the due cards, never one that is still due", () => {
    const s = startReviewSession([card(5)], [card(7), card(5), card(7)], { reviewed: 2, repeated: 1 });
    expect(ids(s)).toEqual(["5", "7*"]);
    expect(sessionPosition(s)).toEqual({ done: 3, total: 5 });
    expect(tallyOf(s)).toEqual({ reviewed: 2, repeated: 1, again: [7] });
  });

  it("grading with an empty queue changes nothing", () => {
    const s = startReviewSession([], []);
    expect(gradeCurrent(s, 1)).toBe(s);
  });
});

describe("a grade posted by the form", () => {
  it("saves a due card's grade; Wrong queues its second look", () => {
    expect(judgeFormGrade(EMPTY_TALLY, 4, 1, true)).toEqual({ save: true, tally: { reviewed: 1, repeated: 0, again: [4] } });
    expect(judgeFormGrade(EMPTY_TALLY, 4, 3, true)).toEqual({ save: true, tally: { reviewed: 1, repeated: 0, again: [] } });
  });

  it("does not save a second look, and the card does not come back again", () => {
    const tally = { reviewed: 3, repeated: 0, again: [4, 9] };
    expect(judgeFormGrade(tally, 4, 1, false)).toEqual({ save: false, tally: { reviewed: 3, repeated: 1, again: [9] } });
  });

  it("saves nothing and changes nothing for a card neither due nor waiting (a repeated post, a forged tally)", () => {
    const tally = { reviewed: 3, repeated: 1, again: [9] };
    expect(judgeFormGrade(tally, 4, 2, false)).toEqual({ save: false, tally });
  });

  it("a due card listed as a second look is a first look (a forged list cannot skip the save rule)", () => {
    expect(judgeFormGrade({ reviewed: 0, repeated: 0, again: [4] }, 4, 3, true)).toEqual({
      save: true,
      tally: { reviewed: 1, repeated: 0, again: [] },
    });
  });
});

describe("the tally in the URL and the form", () => {
  it("round-trips through search params", () => {
    const tally = { reviewed: 3, repeated: 1, again: [12, 40] };
    const search = tallySearch(tally);
    expect(search).toBe("?again=12%2C40&reviewed=3&repeated=1");
    expect(tallyFromUrl(new URLSearchParams(search))).toEqual(tally);
    expect(tallySearch(EMPTY_TALLY)).toBe("");
  });

  it("drops repeated ids", () => {
    expect(tallyFromUrl(new URLSearchParams("again=5,5,6"))).toEqual({ reviewed: 0, repeated: 0, again: [5, 6] });
  });

  it.each([
    ["again=5;DROP", "The list of cards to repeat must be sentence numbers separated by commas"],
    ["again=-1", "The list of cards to repeat must be sentence numbers separated by commas"],
    ["again=0", "The list of cards to repeat must be sentence numbers separated by commas"],
    ["reviewed=-2", "The session count must be a whole number"],
    ["reviewed=1.5", "The session count must be a whole number"],
    ["repeated=99999", "The session count is too large"],
  ])("refuses %s in words", (query, message) => {
    const parsed = parseTally(new URLSearchParams(query));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it("an edited address starts a fresh session", () => {
    expect(tallyFromUrl(new URLSearchParams("again=x&reviewed=3"))).toEqual(EMPTY_TALLY);
  });

  it("refuses a list longer than any session", () => {
    const long = Array.from({ length: 201 }, (_, i) => i + 1).join(",");
    expect(parseTally(new URLSearchParams(`again=${long}`)).success).toBe(false);
  });
});

describe("the review form", () => {
  it("reads Show Answer and a grade", () => {
    expect(reviewFormSchema.parse({ intent: "reveal", sentenceId: "7", answer: "Ciao" })).toEqual({
      intent: "reveal",
      sentenceId: 7,
      answer: "Ciao",
    });
    expect(reviewFormSchema.parse({ intent: "grade", sentenceId: "7", grade: "4" })).toEqual({
      intent: "grade",
      sentenceId: 7,
      grade: 4,
    });
  });

  it.each([
    [{ intent: "grade", sentenceId: "7", grade: "5" }, "Choose a grade: 1 (Wrong), 2 (Hard), 3 (Good) or 4 (Easy)"],
    [{ intent: "grade", sentenceId: "7", grade: "0" }, "Choose a grade: 1 (Wrong), 2 (Hard), 3 (Good) or 4 (Easy)"],
    [{ intent: "grade", sentenceId: "7", grade: "good" }, "Choose a grade: 1 (Wrong), 2 (Hard), 3 (Good) or 4 (Easy)"],
    [{ intent: "grade", sentenceId: "7" }, "Choose a grade: 1 (Wrong), 2 (Hard), 3 (Good) or 4 (Easy)"],
    [{ intent: "grade", sentenceId: "x", grade: "3" }, "The card's sentence number is missing or not a number"],
    [{ intent: "skip", sentenceId: "7" }, 'The form must say what to do: "reveal" or "grade"'],
    [{ intent: "reveal", sentenceId: "7", answer: "a".repeat(501) }, "The answer is too long (500 characters at most)"],
  ])("refuses %j in words", (fields, message) => {
    const parsed = reviewFormSchema.safeParse(fields);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});
