import { languageSchema } from "../domain/validation";
import { conversationLines, requireConversationAccess } from "../server/conversation.server";
import { authedGet, oneOf } from "../server/guards.server";
import { jsonResponse, parseOr400 } from "../server/http.server";

export const loader = authedGet(async ({ context, params, user }) => {
  const language = parseOr400(languageSchema, params.language);
  await requireConversationAccess(context.db, context.config, user, context.now);
  const lines = await conversationLines(context.replica, language);
  return jsonResponse(lines.map(({ text, ...line }) => ({ ...line, [language]: text })));
});

export const action = oneOf(loader);
