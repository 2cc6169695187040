// 'Achievement unlocked: {title}' on the learn screen, for each achievement unlocked while practising.
//
// This costs a Continue nothing: the page's loader gives the server's list; after each synced answer
// the pure rule (domain/milestones.ts) estimates the learner's numbers from it, and only when that
// estimate crosses a threshold does the screen ask GET /api/achievements, which decides. That is a
// handful of small reads in a learner's first weeks, none on an ordinary Continue. The rule and the
// achievement list it needs load with the first answer that moved the numbers, not with the page.
import { useCallback, useEffect, useRef } from "react";
import type { AchievementBaseline, ProgressNumbers } from "../../domain/achievement-estimate";
import type { Achievement } from "../../domain/achievements";
import type { Language } from "../../domain/languages";
import type { LearnProgress } from "../../domain/progress-view";
import { api, query } from "../shell/api-client";
import { toast } from "../shell/toast";

const loadRule = () => import("../../domain/achievement-estimate");

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
  const loaded = useRef({ list: options.achievements, at: numbersOf(options.loaded) });
  const baseline = useRef<AchievementBaseline | null>(null);
  const latest = useRef(server);
  latest.current = server;
  const checking = useRef(false);
  /** Asks the server when the numbers crossed a threshold, and says what it newly unlocked. */
  const announce = useCallback(
    async (answer: ProgressNumbers) => {
      const rule = await loadRule();
      baseline.current ??= rule.achievementBaseline(loaded.current.list, loaded.current.at);
      if (rule.achievementsToCheck(baseline.current, answer).length === 0) return;
      const list = await fetchAchievements(language);
      if (!list) return;
      for (const a of rule.newlyUnlocked(baseline.current, list)) {
        toast({ title: `Achievement unlocked: ${a.title}`, description: a.description });
      }
      baseline.current = rule.achievementBaseline(list, answer);
    },
    [language],
  );
  const check = useCallback(
    async (again: boolean) => {
      const answer = numbersOf(latest.current);
      if (checking.current || (baseline.current === null && sameNumbers(answer, loaded.current.at))) return;
      checking.current = true;
      try {
        await announce(answer);
      } catch {
        // The rule's chunk did not load (offline): the next answer tries again.
        return;
      } finally {
        checking.current = false;
      }
      // An answer that landed while asking was turned away above: it is checked now, whatever this
      // check found (once: the list is now the newest word). Missing it lost the achievement that
      // answer crossed until the next answer came.
      if (again) void check(false);
    },
    [announce],
  );
  useEffect(() => {
    void check(true);
  }, [server, check]);
}

function sameNumbers(a: ProgressNumbers, b: ProgressNumbers): boolean {
  return (
    a.points === b.points &&
    a.totalRepetitions === b.totalRepetitions &&
    a.highestSentenceId === b.highestSentenceId &&
    a.graduatedCount === b.graduatedCount &&
    a.streak === b.streak
  );
}
