// Shared steps of the language-bound /api routes: the signed-in learner, the language from the
// query string, and the plan check, in that order (401, then 400, then 403).
import type { User } from "../../db/schema";
import type { SubscriptionStatus } from "../domain/access";
import type { Language } from "../domain/languages";
import { languageQuerySchema } from "../domain/validation";
import { parseOr400 } from "./http.server";
import { requireLanguageAccess } from "./progress.server";
import { requireApiUser, type RequestScope } from "./request.server";

export interface LanguageRequest {
  user: User;
  language: Language;
  status: SubscriptionStatus;
}

export function languageFromQuery(request: Request): Language {
  const url = new URL(request.url);
  return parseOr400(languageQuerySchema, { language: url.searchParams.get("language") ?? undefined }).language;
}

export async function requireLanguageRequest(request: Request, scope: RequestScope, language?: Language): Promise<LanguageRequest> {
  const user = await requireApiUser(request, scope);
  const lang = language ?? languageFromQuery(request);
  const status = await requireLanguageAccess(scope.d1, user, lang, scope.now);
  return { user, language: lang, status };
}
