import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ScreenHeading } from "../components/app-shell";
import { Screen } from "../components/screen";
import { signedOutData } from "../server/screen.server";
import { guardScreen } from "../server/shell.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const guarded = await guardScreen(request, context);
  if (guarded.kind === "signed-out") return signedOutData();
  // The admin is decided on the server from ADMIN_EMAIL; everyone else gets 403 and the notice.
  if (!guarded.shell.user.isAdmin) return data({ signedOut: false as const, denied: true }, { status: 403 });
  return data({ signedOut: false as const, denied: false });
}

export default function AnalyticsScreen() {
  const loaded = useLoaderData<typeof loader>();
  return (
    <Screen signedOut={loaded.signedOut}>
      {() =>
        "denied" in loaded && loaded.denied ? (
          <div className="mx-auto max-w-md rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
            <h1 className="text-2xl font-bold text-red-800">Access Denied</h1>
            <p className="mt-2 text-red-700">This page is restricted to administrators only.</p>
          </div>
        ) : (
          <ScreenHeading title="Analytics" subtitle="Users, trials, progress and activity across Piramide." />
        )
      }
    </Screen>
  );
}
