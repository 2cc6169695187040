// What every signed-in screen needs: the learner, their tier, and the language being practised.
// Loaded once by the root loader; guards for individual screens build on it.
import { redirect, type AppLoadContext } from "react-router";
import { allowedLanguages, canUseConversations, needsLanguageChoice, practiceLanguage } from "../domain/access";
import { settingsOf } from "./settings.server";
import type { Language } from "../domain/languages";
import { toPublicUser } from "./auth.server";
import { authenticate, type RequestScope } from "./request.server";
import { getSubscriptionStatus } from "./subscription.server";
import type { User } from "../../db/schema";
import type { ShellData } from "../domain/views";
import { DAY_MS, SECOND_MS } from "../domain/time";
import { readCookie } from "./cookies.server";

export type { ShellData };

export const LANGUAGE_COOKIE = "piramide_lang";

export function readLanguageCookie(request: Request): string | null {
  return readCookie(request, LANGUAGE_COOKIE);
}

export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Secure; SameSite=Lax; Max-Age=${(365 * DAY_MS) / SECOND_MS}`;
}

export async function buildShell(request: Request, scope: RequestScope, user: User): Promise<ShellData> {
  const subscription = await getSubscriptionStatus(scope.d1, user, scope.now);
  const publicUser = toPublicUser(user, scope.config);
  return {
    user: publicUser,
    subscription,
    language: practiceLanguage(readLanguageCookie(request), subscription),
    allowedLanguages: allowedLanguages(subscription),
    settings: settingsOf(user),
    // Without a text-to-speech key the browser's voice is used straight away, with no failed call first.
    premiumAudio: canUseConversations(subscription, publicUser.isAdmin) && !!scope.config.GOOGLE_TTS_API_KEY,
  };
}

export async function loadShell(request: Request, context: AppLoadContext, headers: Headers): Promise<ShellData | null> {
  const auth = await authenticate(request, context);
  if (!auth) return null;
  if (auth.setCookie) headers.append("Set-Cookie", auth.setCookie);
  return buildShell(request, context, auth.user);
}

export type Guarded = { kind: "signed-out" } | { kind: "ok"; shell: ShellData; scope: RequestScope; user: User };

/**
 * Route availability (spec section 2): signed out → the logged-out screen; a free learner with no
 * language yet may only see the language choice ('/', '/language-selection') and '/subscription'.
 */
export async function guardScreen(
  request: Request,
  context: AppLoadContext,
  options: { allowWithoutLanguage?: boolean } = {},
): Promise<Guarded> {
  const auth = await authenticate(request, context);
  if (!auth) return { kind: "signed-out" };
  const shell = await buildShell(request, context, auth.user);
  if (!options.allowWithoutLanguage && needsLanguageChoice(shell.subscription)) throw redirect("/");
  return { kind: "ok", shell, scope: context, user: auth.user };
}
