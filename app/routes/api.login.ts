import { redirect } from "react-router";
import { isOAuthProvider, PROVIDER_NAMES } from "../domain/oauth";
import { loginSchema } from "../domain/validation";
import { toPublicUser } from "../server/auth.server";
import { loginUser } from "../server/sign-in.server";
import { oneOf, publicGet, publicPost } from "../server/guards.server";
import { jsonResponse, parseJsonBody } from "../server/http.server";
import { configuredProviders, startOAuth } from "../server/oauth.server";
import { clientAddress, mailDelivery } from "../server/request.server";
import { sessionCookie } from "../server/session.server";
import { flashToastCookie } from "../server/toast.server";

// GET is a browser navigation: the sign-in screen, or (with ?provider=) the start of an OAuth sign-in.
export const loader = publicGet(async ({ request, context }) => {
  const provider = new URL(request.url).searchParams.get("provider");
  if (provider === null) return redirect("/auth");
  if (!isOAuthProvider(provider) || !configuredProviders(context.config).includes(provider)) {
    const name = isOAuthProvider(provider) ? PROVIDER_NAMES[provider] : "that provider";
    return redirect("/auth", {
      headers: {
        "Set-Cookie": flashToastCookie({
          title: "Login failed",
          description: `Sign-in with ${name} is not available.`,
          variant: "destructive",
        }),
      },
    });
  }
  const { url, cookies } = startOAuth(context.config, request, provider);
  const headers = new Headers({ Location: url.toString() });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 302, headers });
});

export const action = oneOf(
  loader,
  publicPost(async ({ request, context }) => {
    const input = await parseJsonBody(request, loginSchema);
    const { user, token, expiresAt, deviceCookie } = await loginUser(
      context.db,
      context.config,
      input,
      { ip: clientAddress(request), request, delivery: mailDelivery(request, context) },
      context.now,
    );
    const headers = new Headers();
    headers.append("Set-Cookie", sessionCookie(token, expiresAt, context.now));
    if (deviceCookie) headers.append("Set-Cookie", deviceCookie);
    return jsonResponse(toPublicUser(user, context.config), { headers });
  }),
);
