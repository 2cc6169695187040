// What a Continue means to the learner, said out loud on the learn screen: the sentence a step added
// or graduated (with the pyramid rule's points). Which achievements a synced answer may have
// unlocked is achievement-estimate.ts. Pure: the learn screen shows these, the server decides them.
import { advancePyramid, type PyramidState, type PyramidStep } from "./pyramid";

/** The next Continue from what the screen shows: the same rule and the same next sentence as the server's. */
export function nextStep(view: PyramidState, upcomingIds: number[], serverHighest: number): PyramidStep {
  const highest = Math.max(serverHighest, ...view.currentSequence);
  return advancePyramid(view, upcomingIds.find((id) => id > highest) ?? null);
}

type Texts = Record<string, { text: string } | undefined>;

export interface StepNews {
  /** A sentence joined the pyramid (the first Continue of a new learner adds one). */
  added: { id: number; text: string } | null;
  /** A sentence left for Review, with the points this step earned. */
  graduated: { id: number; text: string; points: number } | null;
}

export function stepNews(step: PyramidStep, texts: Texts): StepNews {
  const textOf = (id: number) => texts[String(id)]?.text ?? `#${id}`;
  return {
    added: step.addedId !== null && step.event !== "start" ? { id: step.addedId, text: textOf(step.addedId) } : null,
    graduated:
      step.graduatedId !== null ? { id: step.graduatedId, text: textOf(step.graduatedId), points: step.pointsEarned } : null,
  };
}

/** '"Ciao." +51 points' */
export function graduationText(news: NonNullable<StepNews["graduated"]>): string {
  return `"${news.text}" +${news.points} ${news.points === 1 ? "point" : "points"}`;
}
