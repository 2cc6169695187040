// /analytics (admin only): Overview, Languages, Top Users, Recent Activity. Tabs are links
// (?tab=), so the page works before JavaScript; the figures come from the same module as
// GET /api/analytics.
import { data } from "react-router";
import { Link, useLoaderData, useSearchParams } from "react-router";
import { useEffect } from "react";
import { Screen } from "../components/screen";
import { useToast } from "../components/toast";
import { derivedRates } from "../domain/analytics";
import { LANGUAGE_INFO, LANGUAGES } from "../domain/languages";
import { getAnalytics, type AnalyticsResponse } from "../server/analytics.server";
import { signedOutData } from "../server/screen.server";
import { guardScreen } from "../server/shell.server";
import type { Route } from "./+types/analytics";

export async function loader({ request, context }: Route.LoaderArgs) {
  const guarded = await guardScreen(request, context);
  if (guarded.kind === "signed-out") return signedOutData();
  // The admin is decided on the server from ADMIN_EMAIL; everyone else gets 403 and the notice.
  if (!guarded.shell.user.isAdmin) return data({ signedOut: false as const, denied: true as const }, { status: 403 });
  try {
    return data({
      signedOut: false as const,
      denied: false as const,
      analytics: await getAnalytics(guarded.scope.d1, guarded.scope.now),
      error: null,
    });
  } catch (error) {
    console.error("analytics failed", error);
    return data(
      { signedOut: false as const, denied: false as const, analytics: null, error: "Failed to load analytics data" },
      { status: 500 },
    );
  }
}

const TABS = [
  { id: "overview", label: "Overview" },
  { id: "languages", label: "Languages" },
  { id: "top-users", label: "Top Users" },
  { id: "recent", label: "Recent Activity" },
] as const;

function percent(n: number): string {
  return `${(n * 100).toFixed(1)}%`;
}

export default function AnalyticsScreen() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.signedOut) return <Screen signedOut>{() => null}</Screen>;
  if (loaded.denied) {
    return (
      <Screen>
        {() => (
          <div className="mx-auto max-w-md rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
            <h1 className="text-2xl font-bold text-red-800">Access Denied</h1>
            <p className="mt-2 text-red-700">This page is restricted to administrators only.</p>
          </div>
        )}
      </Screen>
    );
  }
  return <Screen>{() => <Dashboard analytics={loaded.analytics} error={loaded.error} />}</Screen>;
}

function Dashboard({ analytics, error }: { analytics: AnalyticsResponse | null; error: string | null }) {
  const [params] = useSearchParams();
  const { toast } = useToast();
  const tab = TABS.find((t) => t.id === params.get("tab"))?.id ?? "overview";
  useEffect(() => {
    if (error)
      toast({
        title: "Error Loading Analytics",
        description: `${error}. Check that you have admin privileges.`,
        variant: "destructive",
      });
  }, [error, toast]);
  if (!analytics) {
    return (
      <div className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
        <h1 className="text-xl font-bold">Error Loading Analytics</h1>
        <p>{error}. Check that you have admin privileges.</p>
      </div>
    );
  }
  const rates = derivedRates(analytics);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Analytics</h1>
      <nav className="flex flex-wrap gap-2" role="tablist">
        {TABS.map((t) => (
          <Link
            key={t.id}
            to={`?tab=${t.id}`}
            role="tab"
            aria-selected={tab === t.id}
            className={`rounded-lg px-4 py-2 text-sm font-medium ${tab === t.id ? "bg-brand-600 text-white" : "bg-white ring-1 ring-slate-200 hover:bg-slate-50"}`}
          >
            {t.label}
          </Link>
        ))}
      </nav>

      {tab === "overview" && (
        <div className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Stat label="Total users" value={analytics.totalUsers} testId="total-users" />
            <Stat
              label="Premium users"
              value={analytics.premiumUsers}
              note={`Premium rate ${percent(rates.premiumRate)}`}
              testId="premium-users"
            />
            <Stat label="Free users" value={analytics.freeUsers} testId="free-users" />
            <Stat
              label="Trials"
              value={analytics.trialUsers.total}
              note={`${analytics.trialUsers.active} active · ${analytics.trialUsers.expired} expired · conversion ${percent(rates.trialConversion)}`}
              testId="trials"
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Stat label="Active learners (7 days)" value={analytics.userProgress.activeUsers} testId="active-users" />
            <Stat label="Sentences graduated" value={analytics.userProgress.completedSentences} testId="completed" />
            <Stat label="Points earned" value={analytics.userProgress.totalProgress} testId="total-progress" />
            <Stat label="Reviews" value={analytics.userProgress.totalReviews} testId="total-reviews" />
          </div>
          <section className="rounded-2xl border border-slate-200 bg-white p-6">
            <h2 className="text-lg font-semibold">Reviews per day, last 30 days</h2>
            <Bars
              label="Reviews per day, last 30 days"
              data={analytics.reviewsPerDay.map((d) => ({ label: d.day.slice(5), value: d.count }))}
              every={5}
            />
          </section>
        </div>
      )}

      {tab === "languages" && (
        <div className="space-y-6">
          <section className="rounded-2xl border border-slate-200 bg-white p-6">
            <h2 className="text-lg font-semibold">Learners per language</h2>
            <Bars
              label="Learners per language"
              data={LANGUAGES.map((l) => ({ label: LANGUAGE_INFO[l].name, value: analytics.languageStats[l].users }))}
              every={1}
            />
          </section>
          <table className="w-full rounded-2xl bg-white text-left text-sm ring-1 ring-slate-200">
            <thead className="text-slate-500">
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
                  <td className="p-3">{analytics.totalSentences[l].toLocaleString("en-US")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {tab === "top-users" && (
        <table className="w-full rounded-2xl bg-white text-left text-sm ring-1 ring-slate-200" data-testid="top-users">
          <thead className="text-slate-500">
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
                <td className="p-3">{u.email}</td>
                <td className="p-3">{u.totalPoints.toLocaleString("en-US")}</td>
                <td className="p-3">{u.totalStreak}</td>
                <td className="p-3 capitalize">{u.premiumStatus}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {tab === "recent" && (
        <table className="w-full rounded-2xl bg-white text-left text-sm ring-1 ring-slate-200">
          <thead className="text-slate-500">
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
                <td className="p-3">{a.email}</td>
                <td className="p-3">{LANGUAGE_INFO[a.language].name}</td>
                <td className="p-3">{a.points}</td>
                <td className="p-3">{new Date(a.lastActivity).toLocaleString("en-GB")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function Stat({ label, value, note, testId }: { label: string; value: number; note?: string; testId: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4" data-testid={testId}>
      <p className="text-sm text-slate-500">{label}</p>
      <p className="mt-1 text-2xl font-bold">{value.toLocaleString("en-US")}</p>
      {note && <p className="mt-1 text-xs text-slate-500">{note}</p>}
    </div>
  );
}

function Bars({ data, every, label }: { data: { label: string; value: number }[]; every: number; label: string }) {
  const width = 600;
  const height = 140;
  const max = Math.max(1, ...data.map((d) => d.value));
  const bar = width / data.length;
  return (
    <svg viewBox={`0 0 ${width} ${height + 20}`} className="mt-3 w-full" role="img" aria-label={label}>
      {data.map((d, i) => {
        const h = (d.value / max) * height;
        return (
          <g key={`${d.label}-${i}`}>
            <rect x={i * bar + 3} y={height - h} width={bar - 6} height={h} rx={3} className="fill-brand-500">
              <title>{`${d.label}: ${d.value}`}</title>
            </rect>
            {i % every === 0 && (
              <text x={i * bar + bar / 2} y={height + 15} textAnchor="middle" className="fill-slate-500 text-[10px]">
                {d.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
