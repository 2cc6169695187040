import { SPEECH_CODES } from "../domain/api-schemas";
import { listVoices } from "../server/audio.server";
import { authedGet, oneOf } from "../server/guards.server";
import { HttpError, jsonResponse } from "../server/http.server";

export const loader = authedGet(async ({ context, params }) => {
  const code = params.languageCode ?? "";
  if (!(SPEECH_CODES as readonly string[]).includes(code)) {
    throw new HttpError(400, `languageCode must be one of: ${SPEECH_CODES.join(", ")}`);
  }
  return jsonResponse(await listVoices(context.env.AUDIO, context.config, code, context.now));
});

export const action = oneOf(loader);
