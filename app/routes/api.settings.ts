// A learner's audio preferences (quality, speed), kept on the server so they follow the learner.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { settingsSchema } from "../domain/validation";
import { handleApi, jsonResponse, methodNotAllowed, parseJsonBody } from "../server/http.server";
import { requireApiUser, scopeOf } from "../server/request.server";
import { saveSettings, settingsOf } from "../server/settings.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  handleApi(async () => {
    const user = await requireApiUser(request, scopeOf(context));
    return jsonResponse(settingsOf(user));
  });

export const action = ({ request, context }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const scope = scopeOf(context);
    const user = await requireApiUser(request, scope);
    const patch = await parseJsonBody(request, settingsSchema);
    return jsonResponse(await saveSettings(scope.d1, user, patch));
  });
