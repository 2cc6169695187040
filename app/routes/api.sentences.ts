import { requireLanguageRequest } from "../server/api.server";
import { handleApi, jsonResponse, methodNotAllowed } from "../server/http.server";
import { sentencesFor } from "../server/sentences.server";
import type { Route } from "./+types/api.sentences";

export const loader = ({ request, context }: Route.LoaderArgs) =>
  handleApi(async () => {
    const { language } = await requireLanguageRequest(request, context);
    const sentences = await sentencesFor(context.replica, language);
    return jsonResponse(sentences.map((s) => ({ id: s.id, english: s.english, [language]: s.text })));
  });

export const action = () => methodNotAllowed(["GET"]);
