// Conversation progression (spec section 4 "Conversation progression"). Pure.
// Topics are ordered by their lowest line id. Sequence number N unlocks the first N topics;
// currentLineId - 1 is the index of the current topic among them.
export const POINTS_PER_CONVERSATION_LINE = 10;

export interface ConversationState {
  currentSequence: number;
  currentLineId: number;
  repetitionCount: number;
  totalPoints: number;
}

export const INITIAL_CONVERSATION_STATE: ConversationState = {
  currentSequence: 1,
  currentLineId: 1,
  repetitionCount: 0,
  totalPoints: 0,
};

export function topicIndex(state: Pick<ConversationState, "currentLineId">): number {
  return state.currentLineId - 1;
}

/**
 * Continue after finishing the current conversation (which had `linesInFinished` lines):
 * index below N-1 → the next index, same N; else if N is below the total → index 0 and N+1;
 * else the index advances, capped at the last topic, N kept. Always +1 repetition and
 * 10 points per line of the finished conversation.
 */
export function continueConversation(state: ConversationState, totalTopics: number, linesInFinished: number): ConversationState {
  // If the content shrank below a stored sequence, the sequence is the whole content.
  const n = Math.min(state.currentSequence, Math.max(1, totalTopics));
  const index = topicIndex(state);
  let nextIndex: number;
  let nextSequence = n;
  if (index < n - 1) {
    nextIndex = index + 1;
  } else if (n < totalTopics) {
    nextIndex = 0;
    nextSequence = n + 1;
  } else {
    nextIndex = Math.min(index + 1, Math.max(0, totalTopics - 1));
  }
  return {
    currentSequence: nextSequence,
    currentLineId: nextIndex + 1,
    repetitionCount: state.repetitionCount + 1,
    totalPoints: state.totalPoints + POINTS_PER_CONVERSATION_LINE * Math.max(0, linesInFinished),
  };
}

/** Topics in learning order: by each conversation's lowest line id. */
export function orderTopics<T extends { id: number; conversationId: number; topic: string }>(lines: T[]) {
  const first = new Map<number, { conversationId: number; topic: string; firstLineId: number; lines: number }>();
  for (const line of lines) {
    const entry = first.get(line.conversationId);
    if (!entry)
      first.set(line.conversationId, { conversationId: line.conversationId, topic: line.topic, firstLineId: line.id, lines: 1 });
    else {
      entry.lines += 1;
      entry.firstLineId = Math.min(entry.firstLineId, line.id);
    }
  }
  return [...first.values()].sort((a, b) => a.firstLineId - b.firstLineId);
}
