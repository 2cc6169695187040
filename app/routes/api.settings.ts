// A learner's settings (audio quality and speed, scheduler, hiding the translation, daily goal), kept on the
// server so they follow the learner; settingsSchema refuses anything else with a 400 and writes nothing.
import { settingsSchema } from "../domain/api-schemas";
import { authedGet, authedPost, oneOf } from "../server/guards.server";
import { jsonResponse, parseJsonBody } from "../server/http.server";
import { saveSettings, settingsOf } from "../server/settings.server";

export const loader = authedGet(({ user }) => jsonResponse(settingsOf(user)));

export const action = oneOf(
  loader,
  authedPost(async ({ request, context, user }) => {
    const patch = await parseJsonBody(request, settingsSchema);
    return jsonResponse(await saveSettings(context.db, user, patch));
  }),
);
