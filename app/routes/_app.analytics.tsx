// /analytics (admin only): Overview, Languages, Top Users, Recent Activity. Tabs are links
// (?tab=), so the page works before JavaScript; the figures come from the same module as
// GET /api/analytics.
import { data, useLoaderData } from "react-router";
import { AnalyticsDashboard } from "../components/analytics/analytics-dashboard";
import { getAnalytics } from "../server/analytics.server";
import { learnerLoader, type WithLearner } from "../server/guards.server";
import type { Route } from "./+types/_app.analytics";

export const meta: Route.MetaFunction = () => [{ title: "Analytics — Piramide" }];

export const loader = learnerLoader(async ({ context, learner }: Route.LoaderArgs & WithLearner) => {
  // The admin is decided on the server from ADMIN_EMAIL; everyone else gets 403 and the notice.
  if (!learner.shell.user.isAdmin) return data({ denied: true as const }, { status: 403 });
  try {
    return data({ denied: false as const, analytics: await getAnalytics(context.db, context.now), error: null });
  } catch (error) {
    console.error("analytics failed", error);
    return data({ denied: false as const, analytics: null, error: "Failed to load analytics data" }, { status: 500 });
  }
});

export default function AnalyticsScreen() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.denied) {
    return (
      <div className="mx-auto max-w-md rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
        <h1 className="text-2xl font-bold text-red-800">Access Denied</h1>
        <p className="mt-2 text-red-700">This page is restricted to administrators only.</p>
      </div>
    );
  }
  return <AnalyticsDashboard analytics={loaded.analytics} error={loaded.error} />;
}
