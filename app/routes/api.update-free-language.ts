import { updateFreeLanguageSchema } from "../domain/api-schemas";
import { authedPost, oneOf } from "../server/guards.server";
import { jsonResponse, parseJsonBody } from "../server/http.server";
import { selectFreeLanguage } from "../server/language.server";
import { getSubscriptionStatus, publicSubscriptionStatus } from "../server/subscription.server";

export const action = authedPost(async ({ request, context, user }) => {
  const { language } = await parseJsonBody(request, updateFreeLanguageSchema);
  const status = await getSubscriptionStatus(context.db, user, context.now);
  await selectFreeLanguage(context, user, status, language, context.now);
  const updated = await getSubscriptionStatus(context.db, { ...user, selectedFreeLanguage: language }, context.now);
  return jsonResponse({
    message: "Your language selection has been updated successfully.",
    ...publicSubscriptionStatus(updated),
  });
});

export const loader = oneOf(action);
