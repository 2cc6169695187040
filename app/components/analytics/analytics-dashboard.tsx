// The admin's analytics: four tabs as links (?tab=), so they work before JavaScript loads.
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { AnalyticsOverview } from "./analytics-overview";
import { LanguagesTab, RecentActivityTab, TopUsersTab } from "./analytics-tables";
import { toast } from "../shell/toast";
import type { AnalyticsView } from "../../domain/analytics-view";

const TABS = [
  { id: "overview", label: "Overview" },
  { id: "languages", label: "Languages" },
  { id: "top-users", label: "Top Users" },
  { id: "recent", label: "Recent Activity" },
] as const;

export function AnalyticsDashboard({ analytics, error }: { analytics: AnalyticsView | null; error: string | null }) {
  const [params] = useSearchParams();
  const tab = TABS.find((t) => t.id === params.get("tab"))?.id ?? "overview";
  useEffect(() => {
    if (error)
      toast({
        title: "Error Loading Analytics",
        description: `${error}. Check that you have admin privileges.`,
        variant: "destructive",
      });
  }, [error]);
  if (!analytics) {
    return (
      <div className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
        <h1 className="text-xl font-bold">Error Loading Analytics</h1>
        <p>{error}. Check that you have admin privileges.</p>
      </div>
    );
  }
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
      {tab === "overview" && <AnalyticsOverview analytics={analytics} />}
      {tab === "languages" && <LanguagesTab analytics={analytics} />}
      {tab === "top-users" && <TopUsersTab analytics={analytics} />}
      {tab === "recent" && <RecentActivityTab analytics={analytics} />}
    </div>
  );
}
