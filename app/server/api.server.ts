// Shared steps of the language-bound /api routes: the signed-in learner, the language from the
// query string, and the plan check, in that order (401, then 400, then 403).
import type { User } from "../../db/schema";
import type { SubscriptionStatus } from "../domain/access";
import type { Language } from "../domain/languages";
import { languageQuerySchema } from "../domain/validation";
import type { ActionFunctionArgs } from "react-router";
import { handleApi, methodNotAllowed, parseOr400 } from "./http.server";
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

export async function requireLanguageRequest(
  request: Request,
  scope: RequestScope,
  language?: Language,
): Promise<LanguageRequest> {
  const user = await requireApiUser(request, scope);
  const lang = language ?? languageFromQuery(request);
  const status = await requireLanguageAccess(scope.d1, user, lang, scope.now);
  return { user, language: lang, status };
}

export interface AuthedPost {
  request: Request;
  scope: RequestScope;
  user: User;
}

/**
 * The action of a signed-in POST route: 405 for other methods, 401 without a session, and every
 * thrown HttpError as a `{message}` answer.
 */
export function authedPost(handler: (args: AuthedPost) => Promise<Response>) {
  return ({ request, context }: ActionFunctionArgs) =>
    handleApi(async () => {
      if (request.method !== "POST") return methodNotAllowed(["POST"]);
      const user = await requireApiUser(request, context);
      return handler({ request, scope: context, user });
    });
}
