import { resetPasswordSchema } from "../domain/validation";
import { resetPassword } from "../server/auth.server";
import { handleApi, jsonResponse, methodNotAllowed, parseJsonBody } from "../server/http.server";
import type { Route } from "./+types/api.reset-password";

export const loader = () => methodNotAllowed(["POST"]);

export const action = ({ request, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const input = await parseJsonBody(request, resetPasswordSchema);
    await resetPassword(context.d1, input, context.now);
    return jsonResponse({ message: "Password reset successful" });
  });
