import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { conversationActionSchema } from "../domain/validation";
import { languageFromQuery } from "../server/api.server";
import { continueConversationProgress, getConversationProgress, requireConversationAccess } from "../server/conversation.server";
import { handleApi, jsonResponse, methodNotAllowed, parseJsonBody } from "../server/http.server";
import { requireApiUser, scopeOf } from "../server/request.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  handleApi(async () => {
    const scope = scopeOf(context);
    const user = await requireApiUser(request, scope);
    const language = languageFromQuery(request);
    await requireConversationAccess(scope.d1, scope.config, user, scope.now);
    return jsonResponse(await getConversationProgress(scope.d1, user, language, scope.now));
  });

export const action = ({ request, context }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const scope = scopeOf(context);
    const user = await requireApiUser(request, scope);
    const { language } = await parseJsonBody(request, conversationActionSchema);
    await requireConversationAccess(scope.d1, scope.config, user, scope.now);
    return jsonResponse(await continueConversationProgress(scope.d1, user, language, scope.now));
  });
