// The progress screen's leaderboard (spec section 2): top 10 from GET /api/leaderboard, rank colours
// for the top three, a 5-row skeleton while loading, '(You)' on the learner's own row.
import { useEffect, useState } from "react";
import type { Language } from "../../domain/languages";
import { LEADERBOARD_LIMIT } from "../../domain/leaderboard";
import type { LeaderboardEntry as Entry } from "../../domain/views";
import { api, query } from "../shell/api-client";
import { Card, CardTitle } from "../ui/card";
import { formatCount } from "../../domain/format";

const RANK_COLOURS = ["bg-amber-400 text-white", "bg-slate-400 text-white", "bg-orange-700 text-white"];

export function Leaderboard({ language }: { language: Language }) {
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setEntries(null);
    api
      .get<Entry[]>(`/api/leaderboard${query({ language, limit: LEADERBOARD_LIMIT })}`)
      .then((list) => live && setEntries(list))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [language]);

  return (
    <Card data-testid="leaderboard">
      <CardTitle>Leaderboard</CardTitle>
      {entries === null && !failed ? (
        <ul className="mt-3 space-y-2" aria-label="Loading leaderboard" data-testid="leaderboard-skeleton">
          {Array.from({ length: 5 }, (_, i) => (
            <li key={i} className="h-10 animate-pulse rounded-lg bg-slate-100" />
          ))}
        </ul>
      ) : failed || entries!.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No rankings available yet</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {entries!.map((e) => (
            <li
              key={`${e.rank}-${e.anonymousName}`}
              className={`flex items-center gap-3 rounded-lg px-3 py-2 ${e.isCurrentUser ? "bg-brand-50 font-semibold" : ""}`}
              data-testid={e.isCurrentUser ? "leaderboard-me" : undefined}
            >
              <span
                className={`flex h-7 w-7 items-center justify-center rounded-full text-sm ${RANK_COLOURS[e.rank - 1] ?? "bg-slate-100"}`}
              >
                {e.rank}
              </span>
              <span className="min-w-0 flex-1 break-words">
                {e.anonymousName}
                {e.isCurrentUser ? " (You)" : ""}
              </span>
              <span className="text-sm text-slate-500">Level {e.level}</span>
              <span className="text-sm">🔥 {e.streak}</span>
              <span className="w-20 text-right tabular-nums">{formatCount(e.points)} points</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
