import { describe, expect, it } from "vitest";
import { levelOfSentence, SUBSECTIONS, subsectionFileName } from "./curriculum";

describe("curriculum shape", () => {
  it("has 25 subsections of 200 ids that tile 1-5000 in order", () => {
    expect(SUBSECTIONS).toHaveLength(25);
    SUBSECTIONS.forEach((s, i) => {
      expect(s.firstId).toBe(i * 200 + 1);
      expect(s.lastId).toBe(i * 200 + 200);
    });
    expect(subsectionFileName(SUBSECTIONS[0]!)).toBe("L1-1-basic-greetings.tsv");
    expect(subsectionFileName(SUBSECTIONS[24]!)).toBe("L5-5-philosophical-thought.tsv");
  });

  it("derives the level from a sentence id", () => {
    expect(levelOfSentence(0)).toBe(0);
    expect(levelOfSentence(1)).toBe(1);
    expect(levelOfSentence(1000)).toBe(1);
    expect(levelOfSentence(1001)).toBe(2);
    expect(levelOfSentence(5000)).toBe(5);
    expect(levelOfSentence(9999)).toBe(5);
  });
});
