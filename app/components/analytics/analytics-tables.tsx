// The Languages, Top Users and Recent Activity tabs of the admin's analytics.
import type { ReactNode } from "react";
import { Card, CardTitle } from "../ui/card";
import { BarChart } from "../ui/charts";
import type { AnalyticsView } from "../../domain/analytics-view";
import { LANGUAGE_INFO, LANGUAGES } from "../../domain/languages";
import { formatCount } from "../../domain/format";

const TABLE = "w-full rounded-2xl bg-white text-left text-sm ring-1 ring-slate-200";

/** A wide table scrolls inside its own box on a phone; the box takes focus so keys can scroll it. */
function Scroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className="overflow-x-auto rounded-2xl focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </div>
  );
}

export function LanguagesTab({ analytics }: { analytics: AnalyticsView }) {
  return (
    <div className="space-y-6">
      <Card>
        <CardTitle>Learners per language</CardTitle>
        <BarChart
          label="Learners per language"
          data={LANGUAGES.map((l) => ({ label: LANGUAGE_INFO[l].name, value: analytics.languageStats[l].users }))}
          every={1}
        />
      </Card>
      <Scroll label="Languages table">
        <table className={TABLE}>
          <thead className="text-slate-600">
            <tr>
              <th className="p-3">Language</th>
              <th className="p-3">Learners</th>
              <th className="p-3">Average points</th>
              <th className="p-3">Sentences</th>
            </tr>
          </thead>
          <tbody>
            {LANGUAGES.map((l) => (
              <tr key={l} className="border-t border-slate-100">
                <td className="p-3">{LANGUAGE_INFO[l].name}</td>
                <td className="p-3">{analytics.languageStats[l].users}</td>
                <td className="p-3">{analytics.languageStats[l].avgProgress}</td>
                <td className="p-3">{formatCount(analytics.totalSentences[l])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
    </div>
  );
}

export function TopUsersTab({ analytics }: { analytics: AnalyticsView }) {
  return (
    <Scroll label="Top users table">
      <table className={TABLE} data-testid="top-users">
        <thead className="text-slate-600">
          <tr>
            <th className="p-3">#</th>
            <th className="p-3">E-mail</th>
            <th className="p-3">Points</th>
            <th className="p-3">Best streak</th>
            <th className="p-3">Plan</th>
          </tr>
        </thead>
        <tbody>
          {analytics.topUsers.map((u, i) => (
            <tr key={u.id} className="border-t border-slate-100">
              <td className="p-3">{i + 1}</td>
              <td className="break-all p-3">{u.email}</td>
              <td className="p-3">{formatCount(u.totalPoints)}</td>
              <td className="p-3">{u.totalStreak}</td>
              <td className="p-3 capitalize">{u.premiumStatus}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

export function RecentActivityTab({ analytics }: { analytics: AnalyticsView }) {
  return (
    <Scroll label="Recent activity table">
      <table className={TABLE}>
        <thead className="text-slate-600">
          <tr>
            <th className="p-3">E-mail</th>
            <th className="p-3">Language</th>
            <th className="p-3">Points</th>
            <th className="p-3">Last activity</th>
          </tr>
        </thead>
        <tbody>
          {analytics.recentActivity.map((a) => (
            <tr key={`${a.userId}-${a.language}`} className="border-t border-slate-100">
              <td className="break-all p-3">{a.email}</td>
              <td className="p-3">{LANGUAGE_INFO[a.language].name}</td>
              <td className="p-3">{a.points}</td>
              <td className="p-3">{new Date(a.lastActivity).toLocaleString("en-GB")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}
