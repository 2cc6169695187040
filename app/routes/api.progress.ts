import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { progressActionSchema } from "../domain/validation";
import { requireLanguageRequest } from "../server/api.server";
import { handleApi, jsonResponse, methodNotAllowed, parseJsonBody } from "../server/http.server";
import { advanceProgress, getProgress, resetProgress, reviewSentence } from "../server/progress.server";
import { requireApiUser, scopeOf } from "../server/request.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  handleApi(async () => {
    const scope = scopeOf(context);
    const { user, language } = await requireLanguageRequest(request, scope);
    return jsonResponse(await getProgress(scope.d1, user, language, scope.now));
  });

export const action = ({ request, context }: ActionFunctionArgs) =>
  handleApi(async () => {
    const scope = scopeOf(context);
    if (request.method === "DELETE") {
      const { user, language } = await requireLanguageRequest(request, scope);
      await resetProgress(scope.d1, user, language);
      return jsonResponse(await getProgress(scope.d1, user, language, scope.now));
    }
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST", "DELETE"]);
    await requireApiUser(request, scope);
    const body = await parseJsonBody(request, progressActionSchema);
    const { user, language } = await requireLanguageRequest(request, scope, body.language);
    if (body.action === "advance") {
      const result = await advanceProgress(scope.d1, user, language, scope.now);
      // The texts ride along so the learn screen never waits for a second request.
      return jsonResponse({ ...result.progress, pointsEarned: result.pointsEarned, event: result.event, ...result.texts });
    }
    return jsonResponse(await reviewSentence(scope.d1, user, language, body.sentenceId, body.grade, scope.now));
  });
