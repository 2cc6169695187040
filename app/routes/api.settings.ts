// A learner's settings (audio quality and speed, scheduler, hiding the translation, daily goal), kept on the
// server so they follow the learner; settingsSchema refuses anything else with a 400 and writes nothing.
import { settingsSchema } from "../domain/validation";
import { handleApi, jsonResponse, methodNotAllowed, parseJsonBody } from "../server/http.server";
import { requireApiUser } from "../server/request.server";
import { saveSettings, settingsOf } from "../server/settings.server";
import type { Route } from "./+types/api.settings";

export const loader = ({ request, context }: Route.LoaderArgs) =>
  handleApi(async () => {
    const user = await requireApiUser(request, context);
    return jsonResponse(settingsOf(user));
  });

export const action = ({ request, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const user = await requireApiUser(request, context);
    const patch = await parseJsonBody(request, settingsSchema);
    return jsonResponse(await saveSettings(context.d1, user, patch));
  });
