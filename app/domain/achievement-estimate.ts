// Which achievements a synced answer on the learn screen may have unlocked, estimated from the
// server's last list, so the screen asks GET /api/achievements only when one may have. Pure. Apart
// from milestones.ts because the learn screen loads it only once the learner has practised.
import { computeAchievements, ACHIEVEMENTS, type Achievement, type LearnerNumbers } from "./achievements";

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
