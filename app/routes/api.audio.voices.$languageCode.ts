import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { SPEECH_CODES } from "../domain/validation";
import { listVoices } from "../server/audio.server";
import { handleApi, HttpError, jsonResponse, methodNotAllowed } from "../server/http.server";
import { requireApiUser, scopeOf } from "../server/request.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  handleApi(async () => {
    const scope = scopeOf(context);
    await requireApiUser(request, scope);
    const code = params.languageCode ?? "";
    if (!(SPEECH_CODES as readonly string[]).includes(code)) {
      throw new HttpError(400, `languageCode must be one of: ${SPEECH_CODES.join(", ")}`);
    }
    return jsonResponse(await listVoices(scope.env.AUDIO, scope.config, code, scope.now));
  });

export const action = () => methodNotAllowed(["GET"]);
