// The /auth page's form posts: each card's fields parsed by formAction with the schema the JSON API
// uses, then the same server modules as /api/login, /api/register, /api/forgot-password and
// /api/reset-password. Success redirects with a flash toast; anything else answers the card's
// submission result (field errors, the values to show again, never the password).
import { data, redirect } from "react-router";
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema, type AuthReply } from "../domain/validation";
import { signUp } from "./auth.server";
import { requestPasswordReset, resetPassword } from "./password-reset.server";
import { loginUser } from "./sign-in.server";
import { formAction } from "./form-action.server";
import { anyone } from "./guards.server";
import { clientAddress, mailDelivery } from "./request.server";
import { sessionCookie } from "./session.server";
import { devConfirmCookie } from "./verification.server";
import { flashToastCookie } from "./toast.server";

function signedIn(
  session: { token: string; expiresAt: number },
  now: number,
  cookies: (string | null)[],
  toast: { title: string; description: string },
) {
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(session.token, session.expiresAt, now));
  for (const cookie of cookies) if (cookie) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", flashToastCookie(toast));
  return redirect("/", { headers });
}

export const authFormAction = formAction({
  who: anyone,
  hideFields: ["password"],
  // The Turnstile widget names its answer itself; the schema calls it turnstileToken.
  adjust: (form) => {
    const turnstile = form.get("cf-turnstile-response");
    form.delete("cf-turnstile-response");
    if (typeof turnstile === "string" && turnstile) form.set("turnstileToken", turnstile);
  },
  intents: {
    signin: {
      schema: loginSchema,
      failure: "Login failed",
      run: async (value, { request, context }) => {
        const session = await loginUser(
          context.db,
          context.config,
          value,
          { ip: clientAddress(request), request, delivery: mailDelivery(request, context) },
          context.now,
        );
        return signedIn(session, context.now, [session.deviceCookie], {
          title: "Welcome back!",
          description: `Good to see you, ${session.user.firstName || "learner"}.`,
        });
      },
    },
    signup: {
      schema: registerSchema,
      failure: "Registration failed",
      run: async (value, { request, context }) => {
        const session = await signUp(
          context.db,
          context.config,
          value,
          context.now,
          clientAddress(request),
          mailDelivery(request, context),
        );
        return signedIn(session, context.now, [devConfirmCookie(session.user, session.verification)], {
          title: `Welcome to Piramide, ${session.user.firstName}!`,
          description: "Your account is ready. Let's learn your first sentence.",
        });
      },
    },
    forgot: {
      schema: forgotPasswordSchema,
      failure: "Error",
      run: async (value, { request, context }) => {
        const result = await requestPasswordReset(
          context.db,
          context.config,
          value,
          context.now,
          mailDelivery(request, context),
          clientAddress(request),
        );
        return data<AuthReply>({
          intent: "forgot",
          result: { status: "success", initialValue: { email: value.email } },
          resetToken: result.resetToken,
          toast: { title: "Check your email", description: result.message },
        });
      },
    },
    reset: {
      schema: resetPasswordSchema,
      failure: "Reset failed",
      run: async (value, { context }) => {
        await resetPassword(context.db, value, context.now);
        return redirect("/auth", {
          headers: {
            "Set-Cookie": flashToastCookie({
              title: "Password reset successful",
              description: "You can now sign in with your new password.",
            }),
          },
        });
      },
    },
  },
});
