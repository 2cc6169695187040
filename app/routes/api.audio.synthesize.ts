import { canUseConversations } from "../domain/access";
import { synthesizeSchema } from "../domain/validation";
import { authedPost } from "../server/api.server";
import { synthesize } from "../server/audio.server";
import { isAdmin } from "../server/env.server";
import { jsonResponse, methodNotAllowed, parseJsonBody } from "../server/http.server";
import { DAY_MS } from "../domain/time";
import { consume } from "../server/rate-limit.server";
import { getSubscriptionStatus } from "../server/subscription.server";

const PREMIUM_ONLY = "Premium voices are part of Premium; your browser's voice is used instead.";

export const loader = () => methodNotAllowed(["POST"]);

export const action = authedPost(async ({ request, scope, user }) => {
  // Who may ask is decided before what they asked is judged (same rule as conversations: premium
  // and trial learners, and the admin).
  const status = await getSubscriptionStatus(scope.d1, user, scope.now);
  if (!canUseConversations(status, isAdmin(scope.config, user))) {
    return jsonResponse({ error: PREMIUM_ONLY, message: PREMIUM_ONLY }, 403);
  }
  const input = await parseJsonBody(request, synthesizeSchema);
  const quota = { max: scope.config.TTS_DAILY_CHAR_QUOTA, windowMs: DAY_MS };
  const result = await synthesize(scope.env.AUDIO, scope.config, input, async (characters) => {
    const spent = await consume(scope.d1, `tts-chars:${user.id}`, quota, scope.now, characters);
    return spent.allowed;
  });
  if (!result.ok) return jsonResponse({ error: result.error, message: result.error }, result.status);
  return jsonResponse({ audioContent: result.audioContent, audioUrl: `/api/audio/${result.key}.mp3`, cached: result.cached });
});
