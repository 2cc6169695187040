// The growing pyramid (spec section 4 "Pyramid progress step"). Pure: the caller supplies the next
// unused sentence id (the lowest id not yet in the sequence or the review pile, or null when the
// curriculum is used up) and the clock.
export const MAX_PYRAMID_SIZE = 20;
export const REPETITIONS_TO_GRADUATE = 20;
export const POINTS = {
  practice: 1,
  restart: 2,
  grow: 10,
  graduateWithoutNewSentence: 25,
  graduate: 50,
} as const;

export interface PyramidState {
  currentSequence: number[];
  currentPosition: number;
  points: number;
  repetitionCounts: Record<string, number>;
  reviewPile: number[];
}

export type PyramidEvent = "advance" | "grow" | "graduate" | "restart" | "start" | "complete";

export interface PyramidStep {
  state: PyramidState;
  pointsEarned: number;
  event: PyramidEvent;
  /** The sentence that left the sequence for the review pile, if any. */
  graduatedId: number | null;
  /** The sentence appended to the sequence, if any. */
  addedId: number | null;
}

/**
 * The state a step starts from, out of a stored row (the learner's object) or a sent one (the learn
 * screen): the same four fields, and an empty review pile, which is read only where a screen shows it.
 */
export function pyramidStateOf(p: Omit<PyramidState, "reviewPile">): PyramidState {
  return {
    currentSequence: p.currentSequence,
    currentPosition: p.currentPosition,
    points: p.points,
    repetitionCounts: p.repetitionCounts,
    reviewPile: [],
  };
}

/** A new learner: the lowest id, position 0, no points. */
export function initialPyramid(firstSentenceId: number | null): PyramidState {
  return {
    currentSequence: firstSentenceId === null ? [] : [firstSentenceId],
    currentPosition: 0,
    points: 0,
    repetitionCounts: {},
    reviewPile: [],
  };
}

export function repetitionsOf(state: Pick<PyramidState, "repetitionCounts">, sentenceId: number): number {
  return state.repetitionCounts[String(sentenceId)] ?? 0;
}

export function advancePyramid(state: PyramidState, nextUnusedId: number | null): PyramidStep {
  const sequence = state.currentSequence;
  if (sequence.length === 0) {
    // Everything graduated (or a brand-new language): start again from the next unused sentence.
    if (nextUnusedId === null) return { state, pointsEarned: 0, event: "complete", graduatedId: null, addedId: null };
    return {
      state: { ...state, currentSequence: [nextUnusedId], currentPosition: 0 },
      pointsEarned: 0,
      event: "start",
      graduatedId: null,
      addedId: nextUnusedId,
    };
  }

  const position = Math.min(Math.max(0, state.currentPosition), sequence.length - 1);
  const practisedId = sequence[position]!;
  const repetitionCounts: Record<string, number> = {
    ...state.repetitionCounts,
    [practisedId]: repetitionsOf(state, practisedId) + 1,
  };
  let points = state.points + POINTS.practice;
  const nextPosition = position + 1;

  if (nextPosition < sequence.length) {
    return {
      state: { ...state, repetitionCounts, points, currentPosition: nextPosition },
      pointsEarned: POINTS.practice,
      event: "advance",
      graduatedId: null,
      addedId: null,
    };
  }

  // End of the sequence.
  const firstId = sequence[0]!;
  const firstReps = repetitionCounts[String(firstId)] ?? 0;
  if (firstReps >= REPETITIONS_TO_GRADUATE) {
    const remaining = sequence.slice(1);
    const bonus = nextUnusedId === null ? POINTS.graduateWithoutNewSentence : POINTS.graduate;
    points += bonus;
    return {
      state: {
        currentSequence: nextUnusedId === null ? remaining : [...remaining, nextUnusedId],
        currentPosition: 0,
        points,
        repetitionCounts,
        reviewPile: [...state.reviewPile, firstId],
      },
      pointsEarned: POINTS.practice + bonus,
      event: "graduate",
      graduatedId: firstId,
      addedId: nextUnusedId,
    };
  }
  if (sequence.length < MAX_PYRAMID_SIZE && nextUnusedId !== null) {
    points += POINTS.grow;
    return {
      state: { ...state, repetitionCounts, points, currentSequence: [...sequence, nextUnusedId], currentPosition: 0 },
      pointsEarned: POINTS.practice + POINTS.grow,
      event: "grow",
      graduatedId: null,
      addedId: nextUnusedId,
    };
  }
  points += POINTS.restart;
  return {
    state: { ...state, repetitionCounts, points, currentPosition: 0 },
    pointsEarned: POINTS.practice + POINTS.restart,
    event: "restart",
    graduatedId: null,
    addedId: null,
  };
}

/** A brand-new learner (spec: sequence length at most 1, position 0, points 0) sees the tutorial. */
export function isBrandNewLearner(state: Pick<PyramidState, "currentSequence" | "currentPosition" | "points">): boolean {
  return state.currentSequence.length <= 1 && state.currentPosition === 0 && state.points === 0;
}
