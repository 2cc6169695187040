import { authedGet, languageAccess, oneOf } from "../server/guards.server";
import { jsonResponse } from "../server/http.server";
import { sentencesFor } from "../server/sentences.server";

export const loader = authedGet(async (args) => {
  const { language } = await languageAccess(args);
  const sentences = await sentencesFor(args.context.replica, language);
  return jsonResponse(sentences.map((s) => ({ id: s.id, english: s.english, [language]: s.text })));
});

export const action = oneOf(loader);
