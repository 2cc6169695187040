// /auth (spec section 2 "Auth screen"): sign in / sign up, the forgot-password card and the reset
// card. The action (server/auth-form.server.ts) calls the same server modules as the JSON API.
import { redirect, useActionData, useLoaderData } from "react-router";
import { AuthScreen } from "../components/auth/auth-screen";
import type { AuthReply } from "../domain/validation";
import { authFormAction } from "../server/auth-form.server";
import { configuredProviders } from "../server/oauth.server";
import { authenticate } from "../server/guards.server";
import { turnstileSiteKey } from "../server/turnstile.server";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = () => [{ title: "Sign in — Piramide" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await authenticate(request, context)) throw redirect("/");
  // Only providers with a client id and secret are offered; with none, the page is the e-mail form.
  return { providers: configuredProviders(context.config), turnstileSiteKey: turnstileSiteKey(context.config) };
}

export const action = authFormAction;

export default function Auth() {
  const { providers, turnstileSiteKey } = useLoaderData<typeof loader>();
  const reply = useActionData<AuthReply>();
  return <AuthScreen providers={providers} turnstileSiteKey={turnstileSiteKey} reply={reply} />;
}
