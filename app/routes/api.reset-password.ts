import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { resetPasswordSchema } from "../domain/validation";
import { resetPassword } from "../server/auth.server";
import { handleApi, jsonResponse, methodNotAllowed, parseJsonBody } from "../server/http.server";
import { scopeOf } from "../server/request.server";

export const loader = () => methodNotAllowed(["POST"]);

export const action = ({ request, context }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const scope = scopeOf(context);
    const input = await parseJsonBody(request, resetPasswordSchema);
    await resetPassword(scope.d1, input, scope.now);
    return jsonResponse({ message: "Password reset successful" });
  });
