import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { languageSchema } from "../domain/validation";
import { conversationLines, requireConversationAccess } from "../server/conversation.server";
import { handleApi, jsonResponse, methodNotAllowed, parseOr400 } from "../server/http.server";
import { requireApiUser, scopeOf } from "../server/request.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  handleApi(async () => {
    const scope = scopeOf(context);
    const user = await requireApiUser(request, scope);
    const language = parseOr400(languageSchema, params.language);
    await requireConversationAccess(scope.d1, scope.config, user, scope.now);
    const lines = await conversationLines(scope.d1, language);
    return jsonResponse(lines.map(({ text, ...line }) => ({ ...line, [language]: text })));
  });

export const action = () => methodNotAllowed(["GET"]);
