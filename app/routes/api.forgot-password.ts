import { forgotPasswordSchema } from "../domain/validation";
import { requestPasswordReset } from "../server/auth.server";
import { mailDelivery } from "../server/request.server";
import { handleApi, jsonResponse, methodNotAllowed, parseJsonBody } from "../server/http.server";
import type { Route } from "./+types/api.forgot-password";

export const loader = () => methodNotAllowed(["POST"]);

export const action = ({ request, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const input = await parseJsonBody(request, forgotPasswordSchema);
    return jsonResponse(
      await requestPasswordReset(context.d1, context.config, input, context.now, mailDelivery(request, context)),
    );
  });
