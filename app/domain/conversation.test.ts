import { describe, expect, it } from "vitest";
import {
  countConversationPoints,
  continueConversation,
  describeContinue,
  INITIAL_CONVERSATION_STATE,
  learnerLevel,
  levelState,
  opensNewConversation,
  orderTopics,
  topicIndex,
} from "./conversation";

describe("continueConversation", () => {
  it("index below N-1: the next index, same sequence", () => {
    const next = continueConversation({ currentSequence: 3, currentLineId: 1, repetitionCount: 4, totalPoints: 100 }, 10, 8);
    expect(next).toEqual({ currentSequence: 3, currentLineId: 2, repetitionCount: 5, totalPoints: 180 });
  });

  it("at the last unlocked topic with more to unlock: back to index 0 with N+1", () => {
    const next = continueConversation({ currentSequence: 3, currentLineId: 3, repetitionCount: 0, totalPoints: 0 }, 10, 6);
    expect(next).toEqual({ currentSequence: 4, currentLineId: 1, repetitionCount: 1, totalPoints: 60 });
  });

  it("everything unlocked: the index advances, capped at the last topic, N kept", () => {
    expect(continueConversation({ currentSequence: 10, currentLineId: 10, repetitionCount: 9, totalPoints: 0 }, 10, 12)).toEqual({
      currentSequence: 10,
      currentLineId: 10,
      repetitionCount: 10,
      totalPoints: 120,
    });
    // A sequence beyond the total (content shrank) still caps at the last topic.
    expect(
      continueConversation({ currentSequence: 12, currentLineId: 11, repetitionCount: 0, totalPoints: 0 }, 10, 6).currentLineId,
    ).toBe(10);
  });

  it("a new learner walks 1 | 1,2 | 1,2,3 …", () => {
    let state = INITIAL_CONVERSATION_STATE;
    const visited: number[] = [topicIndex(state)];
    for (let i = 0; i < 9; i++) {
      state = continueConversation(state, 5, 8);
      visited.push(topicIndex(state));
    }
    expect(visited).toEqual([0, 0, 1, 0, 1, 2, 0, 1, 2, 3]);
    expect(state.currentSequence).toBe(4);
    expect(state.totalPoints).toBe(9 * 80);
    expect(state.repetitionCount).toBe(9);
  });
});

describe("orderTopics", () => {
  it("orders topics by their lowest line id and counts their lines", () => {
    const lines = [
      { id: 302, conversationId: 3, topic: "C" },
      { id: 101, conversationId: 1, topic: "A" },
      { id: 301, conversationId: 3, topic: "C" },
      { id: 102, conversationId: 1, topic: "A" },
      { id: 201, conversationId: 2, topic: "B" },
    ];
    expect(orderTopics(lines)).toEqual([
      { conversationId: 1, topic: "A", firstLineId: 101, lines: 2 },
      { conversationId: 2, topic: "B", firstLineId: 201, lines: 1 },
      { conversationId: 3, topic: "C", firstLineId: 301, lines: 2 },
    ]);
  });
});

describe("describeContinue", () => {
  const topics = ["Meeting a New Neighbour", "Ordering Coffee", "At the Market", "Asking the Way"];

  it("a new learner: Continue repeats conversation 1, and says the next one opens after it", () => {
    expect(describeContinue(INITIAL_CONVERSATION_STATE, topics)).toEqual({
      kind: "repeat-and-unlock",
      text: "Continue plays this conversation again: the next one, “Ordering Coffee”, opens after it.",
    });
  });

  it("inside a round: Continue opens the next conversation, by number and topic", () => {
    expect(describeContinue({ currentSequence: 2, currentLineId: 1 }, topics)).toEqual({
      kind: "advance",
      text: "Continue opens conversation 2: Ordering Coffee",
    });
  });

  it("at the end of a round: back to conversation 1, and the newly unlocked one comes after the round", () => {
    expect(describeContinue({ currentSequence: 3, currentLineId: 3 }, topics)).toEqual({
      kind: "restart-and-unlock",
      text: "Continue starts the round again from conversation 1, “Meeting a New Neighbour”: the new conversation 4, “Asking the Way”, opens after conversation 3.",
    });
  });

  it("everything unlocked and at the last topic: Continue stays on it, and says why", () => {
    expect(describeContinue({ currentSequence: 4, currentLineId: 4 }, topics)).toEqual({
      kind: "repeat-last",
      text: "Continue plays this conversation again: it is the last of the 4.",
    });
    expect(describeContinue({ currentSequence: 1, currentLineId: 1 }, ["Only"]).kind).toBe("repeat-last");
  });

  it("says what continueConversation then does, at every step of a learner's walk", () => {
    let state = INITIAL_CONVERSATION_STATE;
    for (let step = 0; step < 14; step++) {
      const preview = describeContinue(state, topics);
      const next = continueConversation(state, topics.length, 5);
      const opened = topics[topicIndex(next)]!;
      if (preview.kind === "advance") expect(preview.text).toBe(`Continue opens conversation ${topicIndex(next) + 1}: ${opened}`);
      if (preview.kind === "repeat-and-unlock" || preview.kind === "repeat-last")
        expect(topicIndex(next)).toBe(topicIndex(state));
      if (preview.kind === "restart-and-unlock") expect(topicIndex(next)).toBe(0);
      if (preview.kind.endsWith("unlock")) expect(next.currentSequence).toBe(state.currentSequence + 1);
      state = next;
    }
  });
});

describe("opensNewConversation", () => {
  it("is true only when Continue reaches a conversation for the first time", () => {
    const walk = [INITIAL_CONVERSATION_STATE];
    for (let i = 0; i < 12; i++) walk.push(continueConversation(walk.at(-1)!, 4, 5));
    const firsts = walk.slice(1).flatMap((after, i) => (opensNewConversation(walk[i]!, after, 4) ? [topicIndex(after)] : []));
    // 1 | 1,2 | 1,2,3 | 1,2,3,4 | 4 4 …: conversations 2, 3 and 4 each open once as new.
    expect(firsts).toEqual([1, 2, 3]);
  });
});

describe("learnerLevel", () => {
  it("is level 1 for a beginner who has met no sentence", () => {
    expect(learnerLevel(0)).toBe(1);
  });

  it("is the level of the highest sentence met, at each level's first and last id", () => {
    expect(learnerLevel(1)).toBe(1);
    expect(learnerLevel(1000)).toBe(1);
    expect(learnerLevel(1001)).toBe(2);
    expect(learnerLevel(2999)).toBe(3);
    expect(learnerLevel(4001)).toBe(5);
    expect(learnerLevel(5000)).toBe(5);
  });
});

describe("levelState", () => {
  const placeInThree = { currentSequence: 4, currentLineId: 2, repetitionCount: 7, totalPoints: 300 };

  it("reads the place stored for the level", () => {
    expect(levelState({ "3": placeInThree }, 3)).toEqual(placeInThree);
  });

  it("starts a level never opened (or a row stored before levels) at the beginning", () => {
    expect(levelState({ "3": placeInThree }, 2)).toEqual(INITIAL_CONVERSATION_STATE);
    expect(levelState(null, 1)).toEqual(INITIAL_CONVERSATION_STATE);
  });
});

describe("countConversationPoints", () => {
  const start = { rankedPoints: 0, countedDay: null, countedConversations: [] };

  it("counts a conversation's points once per conversation per day", () => {
    const once = countConversationPoints(start, 7, 80, "2026-03-02");
    expect(once).toEqual({ rankedPoints: 80, countedDay: "2026-03-02", countedConversations: [7] });
    const again = countConversationPoints(once, 7, 80, "2026-03-02");
    expect(again.rankedPoints).toBe(80);
    const other = countConversationPoints(again, 8, 60, "2026-03-02");
    expect(other).toEqual({ rankedPoints: 140, countedDay: "2026-03-02", countedConversations: [7, 8] });
  });

  it("counts the same conversation again the next day, and forgets yesterday's list", () => {
    const day1 = countConversationPoints(start, 7, 80, "2026-03-02");
    const day2 = countConversationPoints(day1, 7, 80, "2026-03-03");
    expect(day2).toEqual({ rankedPoints: 160, countedDay: "2026-03-03", countedConversations: [7] });
  });
});
