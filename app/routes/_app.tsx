// The signed-in pages' pathless layout (/progress, /review, /profile, ...; URLs are unchanged). Its
// loader refuses a visitor (401); it draws the app shell around the page, or the logged-out screen in
// its place. A page's own loader answers the same marker when the session ended between two
// client-side navigations (the layout's loader is not asked again then), so either one suffices.
import { Outlet, useMatches } from "react-router";
import { LoggedOut } from "../components/shell/logged-out";
import { Screen } from "../components/shell/screen";
import { isSignedOut } from "../domain/views";
import type { RouteHandle } from "../root";
import { signedInLayout } from "../server/guards.server";
import type { Route } from "./+types/_app";

export const loader = (args: Route.LoaderArgs) => signedInLayout(args);

export default function SignedInLayout() {
  const matches = useMatches();
  if (matches.some((match) => isSignedOut(match.data))) {
    // A page may say it in its own words (the profile does, spec section 2).
    const own = matches.map((match) => (match.handle as RouteHandle | undefined)?.signedOut).filter(Boolean);
    const SignedOutView = own[own.length - 1] ?? LoggedOut;
    return <SignedOutView />;
  }
  return <Screen>{() => <Outlet />}</Screen>;
}
