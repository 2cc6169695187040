import { SPEECH_CODES } from "../domain/validation";
import { listVoices } from "../server/audio.server";
import { handleApi, HttpError, jsonResponse, methodNotAllowed } from "../server/http.server";
import { requireApiUser } from "../server/request.server";
import type { Route } from "./+types/api.audio.voices.$languageCode";

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  handleApi(async () => {
    await requireApiUser(request, context);
    const code = params.languageCode ?? "";
    if (!(SPEECH_CODES as readonly string[]).includes(code)) {
      throw new HttpError(400, `languageCode must be one of: ${SPEECH_CODES.join(", ")}`);
    }
    return jsonResponse(await listVoices(context.env.AUDIO, context.config, code, context.now));
  });

export const action = () => methodNotAllowed(["GET"]);
