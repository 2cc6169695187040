import { describe, expect, it } from "vitest";
import { continueConversation, INITIAL_CONVERSATION_STATE, orderTopics, topicIndex } from "./conversation";

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
