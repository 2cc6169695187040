// What every signed-in screen needs: the learner, their tier, and the language being practised.
// Built once per request by the guards (guards.server.ts: currentLearner).
import { allowedLanguages, canUsePremiumVoices, practiceLanguage } from "../domain/access";
import { settingsOf } from "./settings.server";
import type { Language } from "../domain/languages";
import { toPublicUser } from "./auth.server";
import type { RequestScope } from "./request.server";
import { getSubscriptionStatus } from "./subscription.server";
import type { User } from "../../db/schema";
import type { ShellData } from "../domain/views";
import { DAY_MS, SECOND_MS } from "../domain/time";
import { readCookie } from "./cookies.server";
import { devConfirmLink } from "./verification.server";

export const LANGUAGE_COOKIE = "piramide_lang";

export function readLanguageCookie(request: Request): string | null {
  return readCookie(request, LANGUAGE_COOKIE);
}

export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Secure; SameSite=Lax; Max-Age=${(365 * DAY_MS) / SECOND_MS}`;
}

export async function buildShell(request: Request, scope: RequestScope, user: User): Promise<ShellData> {
  const subscription = await getSubscriptionStatus(scope.db, user, scope.now);
  const publicUser = toPublicUser(user, scope.config);
  return {
    user: publicUser,
    subscription,
    language: practiceLanguage(readLanguageCookie(request), subscription),
    allowedLanguages: allowedLanguages(subscription),
    settings: settingsOf(user),
    // Without a text-to-speech key the browser's voice is used straight away, with no failed call first.
    premiumAudio: canUsePremiumVoices(subscription, user, publicUser.isAdmin) && !!scope.config.GOOGLE_TTS_API_KEY,
    devConfirmLink: devConfirmLink(request, scope.config, user),
  };
}
