import { canUseConversations } from "../domain/access";
import { DAY_MS } from "../domain/time";
import { synthesizeSchema } from "../domain/validation";
import { synthesize } from "../server/audio.server";
import { isAdmin } from "../server/env.server";
import { authedPost, oneOf } from "../server/guards.server";
import { jsonResponse, parseJsonBody } from "../server/http.server";
import { consume } from "../server/rate-limit.server";
import { getSubscriptionStatus } from "../server/subscription.server";

const PREMIUM_ONLY = "Premium voices are part of Premium; your browser's voice is used instead.";

export const action = authedPost(async ({ request, context, user }) => {
  // Who may ask is decided before what they asked is judged (same rule as conversations: premium
  // and trial learners, and the admin).
  const status = await getSubscriptionStatus(context.db, user, context.now);
  if (!canUseConversations(status, isAdmin(context.config, user))) {
    return jsonResponse({ error: PREMIUM_ONLY, message: PREMIUM_ONLY }, 403);
  }
  const input = await parseJsonBody(request, synthesizeSchema);
  const quota = { max: context.config.TTS_DAILY_CHAR_QUOTA, windowMs: DAY_MS };
  const result = await synthesize(context.env.AUDIO, context.config, input, async (characters) => {
    const spent = await consume(context.db, `tts-chars:${user.id}`, quota, context.now, characters);
    return spent.allowed;
  });
  if (!result.ok) return jsonResponse({ error: result.error, message: result.error }, result.status);
  return jsonResponse({ audioContent: result.audioContent, audioUrl: `/api/audio/${result.key}.mp3`, cached: result.cached });
});

export const loader = oneOf(action);
