// 'Achievement unlocked: {title}' on the learn screen, for each achievement unlocked while practising.
//
// This costs a Continue nothing: the page's loader gives the server's list; after each synced answer
// the pure rule (domain/milestones.ts) estimates the learner's numbers from it, and only when that
// estimate crosses a threshold does the screen ask GET /api/achievements, which decides. That is a
// handful of small reads in a learner's first weeks, none on an ordinary Continue.
import { useCallback, useEffect, useRef } from "react";
import type { Achievement } from "../../domain/achievements";
import type { Language } from "../../domain/languages";
import { achievementBaseline, achievementsToCheck, newlyUnlocked, type ProgressNumbers } from "../../domain/milestones";
import type { LearnProgress } from "../../domain/progress-view";
import { api, query } from "../shell/api-client";
import { toast } from "../shell/toast";

function numbersOf(p: LearnProgress): ProgressNumbers {
  return {
    points: p.points,
    totalRepetitions: p.totalRepetitions,
    highestSentenceId: p.highestSentenceId,
    graduatedCount: p.graduatedCount,
    streak: p.streak,
  };
}

async function fetchAchievements(language: Language): Promise<Achievement[] | null> {
  try {
    return await api.get<Achievement[]>(`/api/achievements${query({ language })}`);
  } catch {
    return null;
  }
}

export function useAchievementToasts(options: {
  language: Language;
  achievements: Achievement[];
  /** The progress the loader's achievements were computed at. */
  loaded: LearnProgress;
  server: LearnProgress;
}) {
  const { language, server } = options;
  const baseline = useRef(achievementBaseline(options.achievements, numbersOf(options.loaded)));
  const latest = useRef(server);
  latest.current = server;
  const checking = useRef(false);
  const check = useCallback(
    async (again: boolean) => {
      const answer = numbersOf(latest.current);
      if (checking.current || achievementsToCheck(baseline.current, answer).length === 0) return;
      checking.current = true;
      const list = await fetchAchievements(language);
      checking.current = false;
      if (!list) return;
      for (const a of newlyUnlocked(baseline.current, list)) {
        toast({ title: `Achievement unlocked: ${a.title}`, description: a.description });
      }
      baseline.current = achievementBaseline(list, answer);
      // An answer that landed while asking is checked too (once: the list is now the newest word).
      if (again) void check(false);
    },
    [language],
  );
  useEffect(() => {
    void check(true);
  }, [server, check]);
}
