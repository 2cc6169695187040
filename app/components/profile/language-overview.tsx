// The profile's Learning Overview: totals, then a card per language. A language the learner cannot
// use yet leads to /subscription, where it can be unlocked; the others start at /?lang=….
import { Link } from "react-router";
import { LANGUAGE_INFO, type Language } from "../../domain/languages";
import { Card, CardTitle } from "../ui/card";
import { Stat } from "../ui/stat";
import { formatCount } from "../../domain/format";

/** One language's numbers as the profile shows them. */
export interface LanguageCardNumbers {
  language: Language;
  started: boolean;
  highestSentenceId: number;
  sentencesAvailable: number;
  sentencesLearning: number;
  streak: number;
  streakFreezes: number;
  points: number;
  reviewPile: number;
}

export function LanguageOverview({
  all,
  allowed,
  learning,
  totalPoints,
}: {
  all: LanguageCardNumbers[];
  allowed: Language[];
  learning: number;
  totalPoints: number;
}) {
  return (
    <Card>
      <CardTitle>Learning Overview</CardTitle>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center sm:gap-4 [&_dt]:hyphens-auto">
        <Stat variant="figure" label="Sentences learning" value={learning} />
        <Stat variant="figure" label="Total points" value={formatCount(totalPoints)} />
        <Stat variant="figure" label="Languages available" value={allowed.length} testId="languages-available" />
      </dl>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {all.map((n) => (
          <LanguageCard key={n.language} numbers={n} locked={!allowed.includes(n.language)} />
        ))}
      </div>
    </Card>
  );
}

function LanguageCard({ numbers: n, locked }: { numbers: LanguageCardNumbers; locked: boolean }) {
  const info = LANGUAGE_INFO[n.language];
  const percent = n.sentencesAvailable > 0 ? Math.round((n.highestSentenceId / n.sentencesAvailable) * 1000) / 10 : 0;
  const rows: [string, string | number][] = [
    ["Progress", `${Math.min(100, percent)}%`],
    ["Learning", n.sentencesLearning],
    ["Day streak", n.streak],
    ["Streak freezes", n.streakFreezes],
    ["Points", n.points],
    ["In review", n.reviewPile],
  ];
  return (
    <div className="rounded-xl border border-slate-200 p-4" data-testid={`language-card-${n.language}`}>
      <div className="flex items-center justify-between">
        <span className="font-semibold">
          {info.flag} {info.name}
        </span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs ${n.started ? "bg-green-100 text-green-800" : "bg-slate-100 text-slate-600"}`}
        >
          {n.started ? "Active" : "Not Started"}
        </span>
      </div>
      {n.started ? (
        <dl className="mt-3 space-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between">
              <dt className="text-slate-500">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : locked ? (
        <Link to="/subscription" className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
          Begin Learning <span className="font-normal text-slate-600">(🔒 Premium)</span>
        </Link>
      ) : (
        <Link to={`/?lang=${n.language}`} className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
          Begin Learning
        </Link>
      )}
    </div>
  );
}
