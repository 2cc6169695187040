// The 15 achievements (spec section 9), computed from a learner's numbers in one language. Pure.
export type AchievementCategory = "Learning" | "Practice" | "Streaks" | "Review" | "Points";

export interface AchievementDefinition {
  id: string;
  title: string;
  description: string;
  category: AchievementCategory;
  requirement: number;
  metric: "sentencesReached" | "totalRepetitions" | "streak" | "reviewPile" | "points";
}

export const ACHIEVEMENTS: AchievementDefinition[] = [
  {
    id: "first_steps",
    title: "First Steps",
    description: "Reach your first sentence",
    category: "Learning",
    requirement: 1,
    metric: "sentencesReached",
  },
  {
    id: "getting_started",
    title: "Getting Started",
    description: "Reach 25 sentences",
    category: "Learning",
    requirement: 25,
    metric: "sentencesReached",
  },
  {
    id: "conversational",
    title: "Conversational",
    description: "Reach 100 sentences",
    category: "Learning",
    requirement: 100,
    metric: "sentencesReached",
  },
  {
    id: "intermediate",
    title: "Intermediate",
    description: "Reach 500 sentences",
    category: "Learning",
    requirement: 500,
    metric: "sentencesReached",
  },
  {
    id: "fluent",
    title: "Fluent",
    description: "Reach 1,000 sentences",
    category: "Learning",
    requirement: 1000,
    metric: "sentencesReached",
  },
  {
    id: "dedicated_learner",
    title: "Dedicated Learner",
    description: "Practise 20 repetitions",
    category: "Practice",
    requirement: 20,
    metric: "totalRepetitions",
  },
  {
    id: "practice_master",
    title: "Practice Master",
    description: "Practise 100 repetitions",
    category: "Practice",
    requirement: 100,
    metric: "totalRepetitions",
  },
  {
    id: "repetition_legend",
    title: "Repetition Legend",
    description: "Practise 300 repetitions",
    category: "Practice",
    requirement: 300,
    metric: "totalRepetitions",
  },
  {
    id: "consistent",
    title: "Consistent",
    description: "Keep a 2-day streak",
    category: "Streaks",
    requirement: 2,
    metric: "streak",
  },
  {
    id: "committed",
    title: "Committed",
    description: "Keep a 7-day streak",
    category: "Streaks",
    requirement: 7,
    metric: "streak",
  },
  {
    id: "streak_master",
    title: "Streak Master",
    description: "Keep a 21-day streak",
    category: "Streaks",
    requirement: 21,
    metric: "streak",
  },
  {
    id: "reviewer",
    title: "Reviewer",
    description: "Have 5 sentences in review",
    category: "Review",
    requirement: 5,
    metric: "reviewPile",
  },
  {
    id: "review_master",
    title: "Review Master",
    description: "Have 25 sentences in review",
    category: "Review",
    requirement: 25,
    metric: "reviewPile",
  },
  {
    id: "point_collector",
    title: "Point Collector",
    description: "Earn 100 points",
    category: "Points",
    requirement: 100,
    metric: "points",
  },
  // The id keeps its first name; the product says "points" everywhere (issue #31).
  {
    id: "xp_champion",
    title: "Points Champion",
    description: "Earn 500 points",
    category: "Points",
    requirement: 500,
    metric: "points",
  },
];

export const ACHIEVEMENT_CATEGORIES: AchievementCategory[] = ["Learning", "Practice", "Streaks", "Review", "Points"];

export interface LearnerNumbers {
  /** Sentences with text in this language up to the highest one reached. */
  sentencesReached: number;
  totalRepetitions: number;
  streak: number;
  reviewPile: number;
  points: number;
}

export interface Achievement {
  id: string;
  title: string;
  description: string;
  category: AchievementCategory;
  requirement: number;
  current: number;
  unlocked: boolean;
}

export function computeAchievements(numbers: LearnerNumbers): Achievement[] {
  return ACHIEVEMENTS.map(({ metric, ...definition }) => {
    const value = Math.max(0, numbers[metric]);
    return { ...definition, current: Math.min(value, definition.requirement), unlocked: value >= definition.requirement };
  });
}

/** The profile's short list: first steps at 1+ sentence, a 3-day streak, 100+ points. */
export function recentAchievements(numbers: LearnerNumbers): { id: string; title: string; unlocked: boolean }[] {
  return [
    { id: "first_steps", title: "First Steps", unlocked: numbers.sentencesReached >= 1 },
    { id: "three_day_streak", title: "3-Day Streak", unlocked: numbers.streak >= 3 },
    { id: "hundred_xp", title: "100+ points", unlocked: numbers.points >= 100 },
  ];
}
