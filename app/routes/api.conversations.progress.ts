import { conversationActionSchema, conversationLevelQuerySchema } from "../domain/api-schemas";
import {
  continueConversationProgress,
  getConversationProgress,
  learnerConversationLevel,
  requireConversationAccess,
} from "../server/conversation.server";
import { authedGet, authedPost, languageFromQuery, oneOf } from "../server/guards.server";
import { jsonResponse, parseJsonBody, parseOr400 } from "../server/http.server";

// Progress is kept per level; without `level` the call means the learner's own level (that of their
// highest sentence in the language), so the spec's calls without one keep working.
export const loader = authedGet(async ({ request, context, user }) => {
  const language = languageFromQuery(request);
  await requireConversationAccess(context.db, context.config, user, context.now);
  const asked = parseOr400(conversationLevelQuerySchema, new URL(request.url).searchParams.get("level") ?? undefined);
  const level = asked ?? (await learnerConversationLevel(context, user, language));
  return jsonResponse(await getConversationProgress(context, user, language, level));
});

export const action = oneOf(
  loader,
  authedPost(async ({ request, context, user }) => {
    // The plan first, then the body (house rule: authorization before the body is judged).
    await requireConversationAccess(context.db, context.config, user, context.now);
    const body = await parseJsonBody(request, conversationActionSchema);
    const level = body.level ?? (await learnerConversationLevel(context, user, body.language));
    return jsonResponse(await continueConversationProgress(context, user, body.language, level));
  }),
);
