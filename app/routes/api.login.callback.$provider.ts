// Where Google and GitHub send the learner back. Success: a session and '/'. Any mismatch or
// refusal: back to /auth with the 'Login failed' toast and the reason; nothing is created.
import { isOAuthProvider, PROVIDER_NAMES } from "../domain/oauth";
import { oneOf, publicGet } from "../server/guards.server";
import { clearFlowCookies, configuredProviders, finishOAuth, OAuthFailure } from "../server/oauth.server";
import { sessionCookie } from "../server/session.server";
import { flashToastCookie } from "../server/toast.server";

function back(location: string, cookies: string[]): Response {
  const headers = new Headers({ Location: location });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 302, headers });
}

export const loader = publicGet(async ({ request, context, params }) => {
  const provider = params.provider;
  const fail = (reason: string) =>
    back("/auth", [
      ...clearFlowCookies(),
      flashToastCookie({ title: "Login failed", description: reason, variant: "destructive" }),
    ]);
  if (!isOAuthProvider(provider) || !configuredProviders(context.config).includes(provider)) {
    return fail("This sign-in provider is not available.");
  }
  try {
    const { user, token, expiresAt, created, tookOver } = await finishOAuth(
      context.db,
      context.config,
      request,
      provider,
      context.now,
    );
    const greeting = tookOver
      ? {
          title: `Welcome back, ${user.firstName || "learner"}!`,
          description: `${PROVIDER_NAMES[provider]} confirmed your e-mail address. For your safety the password set before it was confirmed was removed and other sessions were ended; you can set a new password with "Forgot your password?".`,
        }
      : created
        ? {
            title: `Welcome to Piramide, ${user.firstName || "learner"}!`,
            description: "Your account is ready. Let's learn your first sentence.",
          }
        : { title: "Welcome back!", description: `Good to see you, ${user.firstName || "learner"}.` };
    return back("/", [...clearFlowCookies(), sessionCookie(token, expiresAt, context.now), flashToastCookie(greeting)]);
  } catch (error) {
    if (error instanceof OAuthFailure) return fail(error.message);
    console.error("oauth: callback failed", error);
    return fail("Something went wrong while signing you in. Please try again.");
  }
});

export const action = oneOf(loader);
