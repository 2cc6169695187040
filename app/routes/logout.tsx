// The header's Logout button: ends the session (same module as POST /api/logout), then goes to '/'.
import { redirect } from "react-router";
import { clearSessionCookie, invalidateSessionToken, readSessionToken } from "../server/session.server";
import { flashToastCookie } from "../server/toast.server";
import type { Route } from "./+types/logout";

// The route only redirects today; the title is there for any page it may ever show.
export const meta: Route.MetaFunction = () => [{ title: "Signed out — Piramide" }];

export const loader = () => redirect("/");

export async function action({ request, context }: Route.ActionArgs) {
  const token = readSessionToken(request);
  if (token) await invalidateSessionToken(context.d1, token);
  const headers = new Headers();
  headers.append("Set-Cookie", clearSessionCookie());
  headers.append("Set-Cookie", flashToastCookie({ title: "Logged out successfully" }));
  return redirect("/", { headers });
}
