// POST /api/verify-email {token}: spends a confirmation token (2xx once, then 400).
import { verifyEmailSchema } from "../domain/validation";
import { handleApi, jsonResponse, methodNotAllowed, parseJsonBody } from "../server/http.server";
import { verifyEmail, VERIFIED } from "../server/verification.server";
import type { Route } from "./+types/api.verify-email";

export const loader = () => methodNotAllowed(["POST"]);

export const action = ({ request, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const { token } = await parseJsonBody(request, verifyEmailSchema);
    await verifyEmail(context.d1, token, context.now);
    return jsonResponse({ message: VERIFIED });
  });
