import { conversationActionSchema } from "../domain/validation";
import { continueConversationProgress, getConversationProgress, requireConversationAccess } from "../server/conversation.server";
import { authedGet, authedPost, languageFromQuery, oneOf } from "../server/guards.server";
import { jsonResponse, parseJsonBody } from "../server/http.server";

export const loader = authedGet(async ({ request, context, user }) => {
  const language = languageFromQuery(request);
  await requireConversationAccess(context.db, context.config, user, context.now);
  return jsonResponse(await getConversationProgress(context, user, language));
});

export const action = oneOf(
  loader,
  authedPost(async ({ request, context, user }) => {
    const { language } = await parseJsonBody(request, conversationActionSchema);
    await requireConversationAccess(context.db, context.config, user, context.now);
    return jsonResponse(await continueConversationProgress(context, user, language));
  }),
);
