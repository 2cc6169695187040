// A sentence's or dialogue line's standard recording (issue #28), for learners whose browser has no
// voice for the language, free learners included. It only reads what `npm run audio:warm` put in R2:
// nothing is synthesized here, so no request can cost a provider call.
import { recordingParamsSchema } from "../domain/api-schemas";
import { requireConversationAccess } from "../server/conversation.server";
import { authedGet, languageAccess, oneOf } from "../server/guards.server";
import { errorResponse, parseOr400 } from "../server/http.server";
import { recordingObjectName, recordingText } from "../server/recordings.server";

const NO_RECORDING = "There is no recording of this text yet; your browser's voice is the only one.";
// A day: a corrected sentence gets a new recording (its key is its text), and a day later every browser has it.
const RECORDING_CACHE_CONTROL = "private, max-age=86400";

export const loader = authedGet(async (args) => {
  const { params, request, context, user } = args;
  const { language, kind, id } = parseOr400(recordingParamsSchema, params);
  // The plan first: a free learner hears only their language, and dialogue lines are for those
  // who have conversations.
  await languageAccess(args, language);
  if (kind === "line") await requireConversationAccess(context.db, context.config, user, context.now);
  const text = await recordingText(context.replica, language, kind, id);
  if (text === null) return errorResponse(404, kind === "sentence" ? "No such sentence." : "No such conversation line.");
  const secret = context.config.AUDIO_KEY_SECRET;
  if (!secret) return errorResponse(404, NO_RECORDING);
  const object = await context.env.AUDIO.get(recordingObjectName(secret, language, text), { onlyIf: request.headers });
  if (!object) return errorResponse(404, NO_RECORDING);
  const headers = new Headers({
    "Content-Type": object.httpMetadata?.contentType ?? "audio/mpeg",
    "Cache-Control": RECORDING_CACHE_CONTROL,
    ETag: object.httpEtag,
  });
  if (!("body" in object) || !object.body) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { headers });
});

export const action = oneOf(loader);
