import { registerSchema } from "../domain/validation";
import { signUp, toPublicUser } from "../server/auth.server";
import { clientAddress, mailDelivery } from "../server/request.server";
import { handleApi, jsonResponse, methodNotAllowed, parseJsonBody } from "../server/http.server";
import { sessionCookie } from "../server/session.server";
import type { Route } from "./+types/api.register";

export const loader = () => methodNotAllowed(["POST"]);

export const action = ({ request, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const input = await parseJsonBody(request, registerSchema);
    const { user, token, expiresAt } = await signUp(
      context.d1,
      context.config,
      input,
      context.now,
      clientAddress(request),
      mailDelivery(request, context),
    );
    return jsonResponse(toPublicUser(user, context.config), {
      status: 201,
      headers: { "Set-Cookie": sessionCookie(token, expiresAt, context.now) },
    });
  });
