// The header's Logout button: ends the session (same module as POST /api/logout), then goes to '/'.
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { scopeOf } from "../server/request.server";
import { clearSessionCookie, invalidateSessionToken, readSessionToken } from "../server/session.server";
import { flashToastCookie } from "../server/toast.server";

export const loader = () => redirect("/");

export async function action({ request, context }: ActionFunctionArgs) {
  const token = readSessionToken(request);
  if (token) await invalidateSessionToken(scopeOf(context).d1, token);
  const headers = new Headers();
  headers.append("Set-Cookie", clearSessionCookie());
  headers.append("Set-Cookie", flashToastCookie({ title: "Logged out successfully" }));
  return redirect("/", { headers });
}
