// Conversation progression (spec section 4 "Conversation progression"). Pure.
// Topics are ordered by their lowest line id. Sequence number N unlocks the first N topics;
// currentLineId - 1 is the index of the current topic among them.
import { LEVEL_TITLES, levelOfSentence } from "./curriculum";
import type { Language } from "./languages";

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

/** The course levels conversations are graded by, 1-5, as the sentences. */
export const CONVERSATION_LEVELS: readonly number[] = LEVEL_TITLES.map((_, i) => i + 1);

/**
 * The level the conversations screen opens at: the level of the highest sentence the learner has met
 * in the language, so the dialogues use grammar they have practised; level 1 for a beginner.
 */
export function learnerLevel(highestSentenceId: number): number {
  return Math.max(1, levelOfSentence(highestSentenceId));
}

/** The learner's place in one level, from the per-level map stored with their progress. */
export function levelState(
  levels: Readonly<Record<string, ConversationState>> | null | undefined,
  level: number,
): ConversationState {
  return levels?.[String(level)] ?? INITIAL_CONVERSATION_STATE;
}

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

/**
 * What the leaderboard, leagues and points achievements count of conversations (issue #27): a
 * conversation's points once per conversation per day, however often Continue replays it that day,
 * so pressing Continue on a conversation already heard today earns rank nothing. The conversation's
 * own total (continueConversation) keeps the spec's 10 points per line on every Continue.
 */
export interface CountedPoints {
  rankedPoints: number;
  /** The learner's calendar day the list below is for. */
  countedDay: string | null;
  /** Conversations already counted on `countedDay`. */
  countedConversations: number[];
}

export function countConversationPoints(
  counted: CountedPoints,
  conversationId: number,
  points: number,
  today: string,
): CountedPoints {
  const todays = counted.countedDay === today ? counted.countedConversations : [];
  if (todays.includes(conversationId)) return { ...counted, countedDay: today, countedConversations: todays };
  return {
    rankedPoints: counted.rankedPoints + points,
    countedDay: today,
    countedConversations: [...todays, conversationId],
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

export type ContinuePreviewKind = "advance" | "repeat-and-unlock" | "restart-and-unlock" | "repeat-last";

export interface ContinuePreview {
  kind: ContinuePreviewKind;
  /** One line for the player, next to Continue. */
  text: string;
}

/**
 * What Continue will do from `state`, said before it is pressed, derived from continueConversation
 * itself so the line and the rule cannot drift apart. `topics` are the topic names in learning order.
 */
export function describeContinue(
  state: Pick<ConversationState, "currentSequence" | "currentLineId">,
  topics: string[],
): ContinuePreview {
  const total = topics.length;
  if (total === 0) return { kind: "repeat-last", text: "There are no conversations in this language yet." };
  const n = Math.min(state.currentSequence, Math.max(1, total));
  const index = topicIndex(state);
  const next = continueConversation({ ...state, repetitionCount: 0, totalPoints: 0 }, total, 0);
  const nextIndex = topicIndex(next);
  if (next.currentSequence > n) {
    const unlocked = topics[next.currentSequence - 1]!;
    if (index === 0) {
      return {
        kind: "repeat-and-unlock",
        text: `Continue plays this conversation again: the next one, “${unlocked}”, opens after it.`,
      };
    }
    return {
      kind: "restart-and-unlock",
      text: `Continue starts the round again from conversation 1, “${topics[0]}”: the new conversation ${next.currentSequence}, “${unlocked}”, opens after conversation ${n}.`,
    };
  }
  if (nextIndex === index) {
    return {
      kind: "repeat-last",
      text: `Continue plays this conversation again: it is the last of the ${total}.`,
    };
  }
  return { kind: "advance", text: `Continue opens conversation ${nextIndex + 1}: ${topics[nextIndex]}` };
}

/**
 * True when Continue took the learner from `before` to a conversation they have never opened: the
 * last one unlocked, reached by moving forward (each round walks 1..N, so topic N is first met at
 * the end of the round that unlocked it).
 */
export function opensNewConversation(
  before: Pick<ConversationState, "currentSequence" | "currentLineId">,
  after: Pick<ConversationState, "currentSequence" | "currentLineId">,
  totalTopics: number,
): boolean {
  const index = topicIndex(after);
  return (
    index > 0 && index < totalTopics && index === Math.min(after.currentSequence, totalTopics) - 1 && topicIndex(before) < index
  );
}

/** One line of a conversation as the player shows it (the text in the practised language). */
export interface ConversationLineView {
  id: number;
  conversationId: number;
  level: number;
  topic: string;
  speaker: "Person 1" | "Person 2";
  english: string;
  text: string;
}

/** A learner's place in the conversations of one language, as the player shows it. */
export interface ConversationProgress extends ConversationState {
  language: Language;
  /** The level (1-5) this place is in: progress is kept per level, and totalTopics counts its topics. */
  level: number;
  currentTopic: string | null;
  currentConversationId: number | null;
  totalTopics: number;
  streak: number;
  /** True when no topic is current (no content, or the index is past the end). */
  completed: boolean;
}
