// /analytics (admin only): Overview, Languages, Top Users, Recent Activity. Tabs are links
// (?tab=), so the page works before JavaScript; the figures come from the same module as
// GET /api/analytics.
import { data, useLoaderData } from "react-router";
import { AnalyticsDashboard } from "../components/analytics/analytics-dashboard";
import { Screen } from "../components/shell/screen";
import { getAnalytics } from "../server/analytics.server";
import { signedOutData } from "../server/screen.server";
import { guardScreen } from "../server/shell.server";
import type { Route } from "./+types/analytics";

export const meta: Route.MetaFunction = () => [{ title: "Analytics — Piramide" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const guarded = await guardScreen(request, context);
  if (guarded.kind === "signed-out") return signedOutData();
  // The admin is decided on the server from ADMIN_EMAIL; everyone else gets 403 and the notice.
  if (!guarded.shell.user.isAdmin) return data({ signedOut: false as const, denied: true as const }, { status: 403 });
  try {
    return data({
      signedOut: false as const,
      denied: false as const,
      analytics: await getAnalytics(guarded.scope.db, guarded.scope.now),
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
  return <Screen>{() => <AnalyticsDashboard analytics={loaded.analytics} error={loaded.error} />}</Screen>;
}
