import { languageSchema } from "../domain/validation";
import { conversationLevelQuerySchema } from "../domain/api-schemas";
import { conversationLines, requireConversationAccess } from "../server/conversation.server";
import { authedGet, oneOf } from "../server/guards.server";
import { jsonResponse, parseOr400 } from "../server/http.server";

// The spec's call: every line of the language, or with `?level=1..5` one level's lines.
export const loader = authedGet(async ({ request, context, params, user }) => {
  const language = parseOr400(languageSchema, params.language);
  await requireConversationAccess(context.db, context.config, user, context.now);
  const level = parseOr400(conversationLevelQuerySchema, new URL(request.url).searchParams.get("level") ?? undefined);
  const lines = await conversationLines(context.replica, language, level);
  return jsonResponse(lines.map(({ text, ...line }) => ({ ...line, [language]: text })));
});

export const action = oneOf(loader);
