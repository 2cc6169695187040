import { updateFreeLanguageSchema } from "../domain/validation";
import { authedPost } from "../server/api.server";
import { jsonResponse, methodNotAllowed, parseJsonBody } from "../server/http.server";
import { selectFreeLanguage } from "../server/language.server";
import { getSubscriptionStatus, publicSubscriptionStatus } from "../server/subscription.server";

export const loader = () => methodNotAllowed(["POST"]);

export const action = authedPost(async ({ request, scope, user }) => {
  const { language } = await parseJsonBody(request, updateFreeLanguageSchema);
  const status = await getSubscriptionStatus(scope.d1, user, scope.now);
  await selectFreeLanguage(scope, user, status, language);
  const updated = await getSubscriptionStatus(scope.d1, { ...user, selectedFreeLanguage: language }, scope.now);
  return jsonResponse({
    message: "Your language selection has been updated successfully.",
    ...publicSubscriptionStatus(updated),
  });
});
