// Cron: recomputes the per-language leaderboard tables from progress. The ranking itself lands
// with the leaderboard issue; the trigger is wired now so the schedule is tested end to end.
export async function recomputeLeaderboards(env: Env, scheduledTime: number): Promise<{ languages: number }> {
  console.log(`leaderboard: scheduled run at ${new Date(scheduledTime).toISOString()} (ranking not built yet)`);
  void env;
  return { languages: 0 };
}
