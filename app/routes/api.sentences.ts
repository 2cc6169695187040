import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireLanguageRequest } from "../server/api.server";
import { handleApi, jsonResponse, methodNotAllowed } from "../server/http.server";
import { sentencesFor } from "../server/progress.server";
import { scopeOf } from "../server/request.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  handleApi(async () => {
    const scope = scopeOf(context);
    const { language } = await requireLanguageRequest(request, scope);
    const sentences = await sentencesFor(scope.d1, language);
    return jsonResponse(sentences.map((s) => ({ id: s.id, english: s.english, [language]: s.text })));
  });

export const action = () => methodNotAllowed(["GET"]);
