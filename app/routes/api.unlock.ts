// GET /api/unlock?token=...: the "Was this you?" link mailed when guessers lock an account. The
// browser that opens it becomes a trusted device of the account (a fresh device cookie), so its owner
// signs in at once while the guessers stay locked out (device-cookie.server.ts). Public: the signed
// link is the proof, and it changes nothing but the opener's own cookie.
import { eq } from "drizzle-orm";
import { schema } from "../server/db.server";
import { issueDeviceCookie, readUnlockToken, unlockTokenValid } from "../server/device-cookie.server";
import { oneOf, publicGet } from "../server/guards.server";
import { flashToastCookie } from "../server/toast.server";

const EXPIRED = "This link has expired or is no longer valid. Wait for the pause to end, or reset your password.";

export const loader = publicGet(async ({ request, context }) => {
  const token = readUnlockToken(new URL(request.url).searchParams.get("token") ?? "");
  const [user] = token ? await context.db.select().from(schema.users).where(eq(schema.users.id, token.userId)).limit(1) : [];
  const headers = new Headers({ Location: "/auth", "Cache-Control": "no-store" });
  const cookie =
    token && user && unlockTokenValid(context.config, token, user, context.now) ? issueDeviceCookie(context.config, user) : null;
  if (cookie) {
    headers.append("Set-Cookie", cookie);
    headers.append(
      "Set-Cookie",
      flashToastCookie({ title: "This browser may sign in", description: "Sign in with your password now." }),
    );
  } else {
    headers.append("Set-Cookie", flashToastCookie({ title: "Link not valid", description: EXPIRED, variant: "destructive" }));
  }
  return new Response(null, { status: 302, headers });
});

export const action = oneOf(loader);
