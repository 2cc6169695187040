// What a Continue and a synced answer mean to the learner, said out loud on the learn screen: the
// sentence a step added or graduated (with the pyramid rule's points), and which achievements a
// synced answer may have unlocked. Pure: the learn screen shows these, the server decides them.
import { computeAchievements, ACHIEVEMENTS, type Achievement, type LearnerNumbers } from "./achievements";
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

/** The answer fields the achievement numbers move with. */
export interface ProgressNumbers {
  points: number;
  totalRepetitions: number;
  highestSentenceId: number;
  graduatedCount: number;
  streak: number;
}

/**
 * What the screen knows for sure about achievements: the server's list (unlocked ids and, for each
 * metric with something left to unlock, its exact value) and the progress it was computed at.
 */
export interface AchievementBaseline {
  unlocked: string[];
  numbers: LearnerNumbers;
  at: ProgressNumbers;
}

export function achievementBaseline(list: Achievement[], at: ProgressNumbers): AchievementBaseline {
  const numbers: LearnerNumbers = { sentencesReached: 0, totalRepetitions: 0, streak: 0, reviewPile: 0, points: 0 };
  for (const definition of ACHIEVEMENTS) {
    const shown = list.find((a) => a.id === definition.id);
    if (!shown) continue;
    // A locked achievement's `current` is the exact value (below its requirement); an unlocked one's
    // is capped, a lower bound that is enough since nothing below it is left to unlock.
    numbers[definition.metric] = Math.max(numbers[definition.metric], shown.current);
  }
  return { unlocked: list.filter((a) => a.unlocked).map((a) => a.id), numbers, at };
}

/**
 * The learner's numbers after a synced answer, from the baseline and how the answer moved. Sentences
 * reached can only be over-estimated (ids without text in this language count here), never missed;
 * conversation points earned elsewhere are not seen until the next load.
 */
export function estimateNumbers(baseline: AchievementBaseline, answer: ProgressNumbers): LearnerNumbers {
  const b = baseline.numbers;
  return {
    sentencesReached: b.sentencesReached + Math.max(0, answer.highestSentenceId - baseline.at.highestSentenceId),
    totalRepetitions: b.totalRepetitions + Math.max(0, answer.totalRepetitions - baseline.at.totalRepetitions),
    points: b.points + Math.max(0, answer.points - baseline.at.points),
    reviewPile: Math.max(b.reviewPile, answer.graduatedCount),
    streak: answer.streak,
  };
}

/** Ids the answer may have unlocked: worth one GET /api/achievements to confirm, else nothing to ask. */
export function achievementsToCheck(baseline: AchievementBaseline, answer: ProgressNumbers): string[] {
  return computeAchievements(estimateNumbers(baseline, answer))
    .filter((a) => a.unlocked && !baseline.unlocked.includes(a.id))
    .map((a) => a.id);
}

/** The server's list against what was already known: the ones to announce, in the list's order. */
export function newlyUnlocked(baseline: AchievementBaseline, list: Achievement[]): Achievement[] {
  return list.filter((a) => a.unlocked && !baseline.unlocked.includes(a.id));
}
