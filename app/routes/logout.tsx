// The header's Logout button: ends the session (same module as POST /api/logout), then goes to '/'.
import { redirect } from "react-router";
import { z } from "zod";
import { formAction } from "../server/form-action.server";
import { anyone } from "../server/guards.server";
import { CLEAR_SITE_DATA, clearSessionCookie, invalidateSessionToken, readSessionToken } from "../server/session.server";
import { flashToastCookie } from "../server/toast.server";
import type { Route } from "./+types/logout";

// The route only redirects today; the title is there for any page it may ever show.
export const meta: Route.MetaFunction = () => [{ title: "Signed out — Piramide" }];

export const loader = () => redirect("/");

// Anyone: signing out with an ended session still clears the cookie.
export const action = formAction({
  who: anyone,
  intents: {
    logout: {
      schema: z.object({}),
      failure: "Logout failed",
      run: async (_value, { request, context }) => {
        const token = readSessionToken(request);
        if (token) await invalidateSessionToken(context.db, token);
        const headers = new Headers([CLEAR_SITE_DATA]);
        headers.append("Set-Cookie", clearSessionCookie());
        headers.append("Set-Cookie", flashToastCookie({ title: "Logged out successfully" }));
        return redirect("/", { headers });
      },
    },
  },
});
