import { canUsePremiumVoices } from "../domain/access";
import { DAY_MS } from "../domain/time";
import { synthesizeSchema } from "../domain/api-schemas";
import { synthesize } from "../server/audio.server";
import { isAdmin } from "../server/env.server";
import { authedPost, oneOf } from "../server/guards.server";
import { jsonResponse, parseJsonBody } from "../server/http.server";
import { consume } from "../server/rate-limit.server";
import { getSubscriptionStatus } from "../server/subscription.server";

const PREMIUM_ONLY = "Premium voices are part of Premium; your browser's voice is used instead.";
const CONFIRM_FOR_VOICES = "Confirm your e-mail to hear premium voices; your browser's voice is used until then.";

export const action = authedPost(async ({ request, context, user }) => {
  // Who may ask is decided before what they asked is judged: premium and trial learners and the
  // admin, with a proven address (each synthesis is billed, so throw-away accounts get none).
  const status = await getSubscriptionStatus(context.db, user, context.now);
  if (!canUsePremiumVoices(status, user, isAdmin(context.config, user))) {
    const reason = user.emailVerifiedAt === null && status.isPremium ? CONFIRM_FOR_VOICES : PREMIUM_ONLY;
    return jsonResponse({ error: reason, message: reason }, 403);
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
