import { languageSchema } from "../domain/validation";
import { conversationLines, requireConversationAccess } from "../server/conversation.server";
import { handleApi, jsonResponse, methodNotAllowed, parseOr400 } from "../server/http.server";
import { requireApiUser } from "../server/request.server";
import type { Route } from "./+types/api.conversations.$language";

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  handleApi(async () => {
    const user = await requireApiUser(request, context);
    const language = parseOr400(languageSchema, params.language);
    await requireConversationAccess(context.d1, context.config, user, context.now);
    const lines = await conversationLines(context.replica, language);
    return jsonResponse(lines.map(({ text, ...line }) => ({ ...line, [language]: text })));
  });

export const action = () => methodNotAllowed(["GET"]);
