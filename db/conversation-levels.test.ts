import { describe, expect, it } from "vitest";
import { parseIdList, setConversationLevel } from "./conversation-levels";

const OLD = ["id\tconversation\ttopic\tspeaker\tenglish", "101\t1\tA\tPerson 1\tHi.", "201\t2\tB\tPerson 1\tYo.", ""].join("\n");

describe("conversation-levels", () => {
  it("inserts the level column after conversation, and is re-runnable", () => {
    const once = setConversationLevel(OLD, 2);
    expect(once.text.split("\n").slice(0, 2)).toEqual([
      "id\tconversation\tlevel\ttopic\tspeaker\tenglish",
      "101\t1\t2\tA\tPerson 1\tHi.",
    ]);
    expect(once.changed).toBe(2);
    const again = setConversationLevel(once.text, 4, new Set([2]));
    expect(again.text.split("\n").slice(1, 3)).toEqual(["101\t1\t2\tA\tPerson 1\tHi.", "201\t2\t4\tB\tPerson 1\tYo."]);
    expect(again.text.endsWith("\n")).toBe(true);
  });

  it("leaves unplaced conversations empty when inserting for some only", () => {
    expect(setConversationLevel(OLD, 3, new Set([1])).text.split("\n")[2]).toBe("201\t2\t\tB\tPerson 1\tYo.");
  });

  it("parses ids and ranges", () => {
    expect([...parseIdList("3,7-9")]).toEqual([3, 7, 8, 9]);
    expect(() => parseIdList("x")).toThrow();
  });
});
