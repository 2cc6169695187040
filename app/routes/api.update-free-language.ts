import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { updateFreeLanguageSchema } from "../domain/validation";
import { handleApi, jsonResponse, methodNotAllowed, parseJsonBody } from "../server/http.server";
import { selectFreeLanguage } from "../server/language.server";
import { requireApiUser, scopeOf } from "../server/request.server";
import { getSubscriptionStatus, publicSubscriptionStatus } from "../server/subscription.server";

export const loader = () => methodNotAllowed(["POST"]);

export const action = ({ request, context }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const scope = scopeOf(context);
    const user = await requireApiUser(request, scope);
    const { language } = await parseJsonBody(request, updateFreeLanguageSchema);
    const status = await getSubscriptionStatus(scope.d1, user, scope.now);
    await selectFreeLanguage(scope.d1, user, status, language);
    const updated = await getSubscriptionStatus(scope.d1, { ...user, selectedFreeLanguage: language }, scope.now);
    return jsonResponse({ message: "Your language selection has been updated successfully.", ...publicSubscriptionStatus(updated) });
  });

