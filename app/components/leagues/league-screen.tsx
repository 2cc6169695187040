// /leagues (issue 29): the learner's tier, their group's standings with their own row marked, the
// promotion and demotion zones, the time left in the week, and last week's result until dismissed.
// A page of links and one form: it works before JavaScript loads, and fits a 320 px screen.
import { Form, Link } from "react-router";
import {
  TIERS,
  TOP_TIER,
  resultSentence,
  tierAfter,
  tierName,
  timeLeftWords,
  zoneOf,
  type LeagueScreen as League,
  type LeagueStanding,
} from "../../domain/league";
import { Button, buttonClass } from "../ui/button";
import { Card, CardTitle } from "../ui/card";
import { formatCount } from "../../domain/format";

export function LeagueScreen({ league }: { league: League }) {
  const { tierIndex, standings, promotionCount, demotionCount } = league;
  const size = standings.length;
  const up = tierName(tierAfter(tierIndex, "up"));
  const down = tierName(tierAfter(tierIndex, "down"));
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{league.tier} league</h1>
        <p className="mt-1 text-slate-600">
          Tier {tierIndex + 1} of {TIERS.length} · <span data-testid="league-time-left">{timeLeftWords(league.now)} left</span>{" "}
          this week
        </p>
      </div>

      {league.lastResult && league.resultUnseen && (
        <Card as="div" padding="sm" className="border-brand-200 bg-brand-50" data-testid="league-last-result">
          <Form method="post" className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="font-semibold text-brand-900">
              {resultSentence(
                league.lastResult.rank,
                TIERS.indexOf(league.lastResult.tier as (typeof TIERS)[number]),
                league.lastResult.movement,
              )}
            </p>
            <input type="hidden" name="intent" value="dismiss" />
            <Button type="submit" variant="secondary" size="sm">
              Got it
            </Button>
          </Form>
        </Card>
      )}

      {size === 0 ? (
        <Card data-testid="league-join">
          <CardTitle>Earn your first points this week</CardTitle>
          <p className="mt-2 text-slate-600">
            Practise or review in any language: your first points this week put you in a group of up to 30 learners in{" "}
            {league.tier}. At the week&apos;s end the top {promotionCount} move up a tier.
          </p>
          <Link to="/" className={buttonClass("primary", { className: "mt-4" })}>
            Start learning
          </Link>
        </Card>
      ) : (
        <Card padding="responsive">
          <CardTitle>This week&apos;s group</CardTitle>
          <p className="mt-1 text-sm text-slate-600" data-testid="league-rules">
            {promotionCount > 0 ? `The top ${promotionCount} move up to ${up}. ` : tierIndex === TOP_TIER ? "The top tier. " : ""}
            {demotionCount > 0 ? `The bottom ${demotionCount} move down to ${down}.` : "Nobody moves down from this group."}
          </p>
          <ol className="mt-4 space-y-1" aria-label="Standings">
            {standings.map((row) => (
              <StandingRow key={row.rank} row={row} zone={zoneOf(row.rank, size, tierIndex)} />
            ))}
          </ol>
        </Card>
      )}
    </div>
  );
}

const ZONE_STYLE = {
  promotion: "border-l-4 border-emerald-600",
  demotion: "border-l-4 border-red-600",
  none: "border-l-4 border-transparent",
};

function StandingRow({ row, zone }: { row: LeagueStanding; zone: "promotion" | "demotion" | null }) {
  return (
    <li
      className={`flex items-center gap-2 rounded-lg py-2 pl-2 pr-3 sm:gap-3 ${ZONE_STYLE[zone ?? "none"]} ${
        row.you ? "bg-brand-50 font-semibold" : ""
      }`}
      aria-current={row.you ? "true" : undefined}
      data-testid={row.you ? "league-me" : "league-row"}
      data-zone={zone ?? undefined}
    >
      <span className="w-7 shrink-0 text-right tabular-nums">{row.rank}</span>
      <span className="min-w-0 flex-1 break-words">
        {row.name}
        {row.you ? " (You)" : ""}
        {zone && (
          <span className={`block text-xs font-normal ${zone === "promotion" ? "text-emerald-800" : "text-red-800"}`}>
            {zone === "promotion" ? "↑ Promotion zone" : "↓ Demotion zone"}
          </span>
        )}
      </span>
      <span className="shrink-0 tabular-nums">{formatCount(row.xp)} points</span>
    </li>
  );
}
