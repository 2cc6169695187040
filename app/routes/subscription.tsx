import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ScreenHeading } from "../components/app-shell";
import { Screen } from "../components/screen";
import { shellOnlyLoader } from "../server/screen.server";

// Open to a free learner who has not chosen a language yet: upgrading is one way forward.
export const loader = (args: LoaderFunctionArgs) => shellOnlyLoader(args, { allowWithoutLanguage: true });

export default function SubscriptionScreen() {
  const { signedOut } = useLoaderData<typeof loader>();
  return (
    <Screen signedOut={signedOut}>
      {(shell) => (
        <ScreenHeading
          title={shell.subscription.isPremium ? "Premium Active" : "Upgrade to Premium"}
          subtitle="All five languages, conversations and premium audio for $4.99/month."
        />
      )}
    </Screen>
  );
}
