// What the browser may know of review scheduling: the choice and how an interval reads. The
// schedulers themselves (srs.ts, fsrs.ts) run on the server; the review screen gets their intervals.
export type Scheduler = "sm2" | "fsrs";

/** 'Good · 3d' style labels: days, then months and years for long ones. */
export function formatInterval(days: number): string {
  if (days < 30) return `${days}d`;
  if (days < 365) return `${Math.round(days / 30)}mo`;
  return `${Math.round((days / 365) * 10) / 10}y`;
}
