// Practice sent in batches (and kept offline): the same pyramid rule applied `count` times, and the
// most the learn screen puts in one request. Pure, shared by the server (which saves) and the
// learn screen (which only shows).
import { advancePyramid, type PyramidEvent, type PyramidState } from "./pyramid";

/** The most steps the learn screen puts in one batch (the allowance, step-allowance.ts, bounds the pace). */
export const MAX_BATCH_STEPS = 20;

export interface Replay {
  state: PyramidState;
  pointsEarned: number;
  /** Steps that were practice (not the start of a new sequence or the end of the curriculum). */
  practised: number;
  graduatedIds: number[];
  addedIds: number[];
  lastEvent: PyramidEvent;
}

/**
 * `count` Continues in a row. `upcoming` lists the unused sentence ids in order (the lowest first);
 * each growth step takes the next one above everything already added.
 */
export function replayAdvances(start: PyramidState, count: number, upcoming: number[], highestUsed: number): Replay {
  let state = start;
  let highest = highestUsed;
  let pointsEarned = 0;
  let practised = 0;
  let lastEvent: PyramidEvent = "advance";
  const graduatedIds: number[] = [];
  const addedIds: number[] = [];
  for (let i = 0; i < count; i++) {
    const next = upcoming.find((id) => id > highest) ?? null;
    const step = advancePyramid(state, next);
    state = step.state;
    pointsEarned += step.pointsEarned;
    lastEvent = step.event;
    if (step.event !== "start" && step.event !== "complete") practised += 1;
    if (step.graduatedId !== null) graduatedIds.push(step.graduatedId);
    if (step.addedId !== null) {
      addedIds.push(step.addedId);
      highest = Math.max(highest, step.addedId);
    }
    if (step.event === "complete") break;
  }
  return { state, pointsEarned, practised, graduatedIds, addedIds, lastEvent };
}

/**
 * The hot part of the state: repetition counts of the live sequence only. A graduated sentence has
 * exactly REPETITIONS_TO_GRADUATE repetitions, so its count need not ride in every Continue.
 */
export function liveRepetitionCounts(state: Pick<PyramidState, "currentSequence" | "repetitionCounts">): Record<string, number> {
  return Object.fromEntries(
    state.currentSequence
      .filter((id) => state.repetitionCounts[String(id)] !== undefined)
      .map((id) => [String(id), state.repetitionCounts[String(id)]!]),
  );
}
