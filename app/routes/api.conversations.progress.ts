import { conversationActionSchema } from "../domain/validation";
import { languageFromQuery } from "../server/api.server";
import { continueConversationProgress, getConversationProgress, requireConversationAccess } from "../server/conversation.server";
import { handleApi, jsonResponse, methodNotAllowed, parseJsonBody } from "../server/http.server";
import { requireApiUser } from "../server/request.server";
import type { Route } from "./+types/api.conversations.progress";

export const loader = ({ request, context }: Route.LoaderArgs) =>
  handleApi(async () => {
    const user = await requireApiUser(request, context);
    const language = languageFromQuery(request);
    await requireConversationAccess(context.d1, context.config, user, context.now);
    return jsonResponse(await getConversationProgress(context, user, language));
  });

export const action = ({ request, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const user = await requireApiUser(request, context);
    const { language } = await parseJsonBody(request, conversationActionSchema);
    await requireConversationAccess(context.d1, context.config, user, context.now);
    return jsonResponse(await continueConversationProgress(context, user, language));
  });
