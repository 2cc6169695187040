// What the learn route's loader hands the learn screen.
import type { Achievement } from "../../domain/achievements";
import type { Language } from "../../domain/languages";
import type { LearnProgress, LessonTexts } from "../../domain/progress-view";
import type { DaySpan } from "../../domain/streak";
import type { Toast } from "../../domain/views";

export interface LearnData extends LessonTexts {
  language: Language;
  progress: LearnProgress;
  sentenceCount: number;
  /** The server's achievements at load: milestones announce only what unlocks after it. */
  achievements: Achievement[];
  /** Set while the learner is in their league's promotion zone: said once per zone entered. */
  leagueToast?: (Toast & { key: string }) | null;
  /** Today in the learner's zone when the page was made (a page kept offline may be days old). */
  today?: DaySpan;
}
