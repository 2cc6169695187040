// The daily goal on the learn screen: today's repetitions (the server's count, reconciled with each
// synced answer by domain/daily-goal.ts) plus the Continues not yet confirmed, and 'Daily goal
// reached!' said once when the count crosses the goal: not at load when it was already met (the
// server's count says so), and not twice the same day in this browser.
import { useEffect, useMemo, useRef, useState } from "react";
import { crossesGoal, goalPercent, reconcileDayCount, startDayCount, type DayCount } from "../../domain/daily-goal";
import type { LearnProgress } from "../../domain/progress-view";
import { dayCalendar, type DaySpan } from "../../domain/streak";
import { toast } from "../shell/toast";

const ANNOUNCED_KEY = "piramide:goal-reached:";

function announcedOn(userId: number): string | null {
  try {
    return window.localStorage.getItem(ANNOUNCED_KEY + userId);
  } catch {
    return null;
  }
}

function markAnnounced(userId: number, day: string) {
  try {
    window.localStorage.setItem(ANNOUNCED_KEY + userId, day);
  } catch {
    // private mode: at worst the goal is announced again after a reload
  }
}

export function useDailyGoal(options: {
  server: LearnProgress;
  unsynced: number;
  goal: number;
  timeZone: string;
  /** Today in the learner's zone as the server saw it: no Intl while the screen hydrates. */
  today: DaySpan | undefined;
  userId: number;
}) {
  const { server, unsynced, goal, timeZone, today, userId } = options;
  const dayOf = useMemo(() => dayCalendar(timeZone, today), [timeZone, today]);
  // Reconciled while rendering (React's "adjust state when a prop changes"), so the count never dips
  // between an answer landing and an effect catching up.
  const [tracked, setTracked] = useState<{ from: LearnProgress; day: DayCount }>(() => ({
    from: server,
    day: startDayCount(server, Date.now(), dayOf),
  }));
  let day = tracked.day;
  if (tracked.from !== server) {
    day = reconcileDayCount(tracked.day, server, Date.now(), dayOf);
    setTracked({ from: server, day });
  }
  const count = day.count + unsynced;

  const shownBefore = useRef<number | null>(null);
  useEffect(() => {
    const before = shownBefore.current;
    shownBefore.current = count;
    if (before === null || !crossesGoal(before, count, goal) || announcedOn(userId) === day.day) return;
    markAnnounced(userId, day.day);
    toast({
      title: "Daily goal reached!",
      description: `${goal} repetitions today. Come back tomorrow to keep your streak going.`,
      // Said when it happens, not after the achievements waiting in the queue.
      urgent: true,
    });
  }, [count, goal, day.day, userId]);

  return { count, goal, percent: goalPercent(count, goal) };
}
