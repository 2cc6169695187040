import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { forgotPasswordSchema } from "../domain/validation";
import { requestPasswordReset } from "../server/auth.server";
import { handleApi, jsonResponse, methodNotAllowed, parseJsonBody } from "../server/http.server";
import { scopeOf } from "../server/request.server";

export const loader = () => methodNotAllowed(["POST"]);

export const action = ({ request, context }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const scope = scopeOf(context);
    const input = await parseJsonBody(request, forgotPasswordSchema);
    return jsonResponse(await requestPasswordReset(scope.d1, scope.config, input, scope.now));
  });
