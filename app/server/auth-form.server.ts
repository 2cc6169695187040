// The /auth page's form posts: each card's fields parsed by Conform with the schema the JSON API
// uses, then the same server modules as /api/login, /api/register, /api/forgot-password and
// /api/reset-password. Success redirects with a flash toast; anything else answers the card's
// submission result (field errors, the values to show again, never the password).
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { AppLoadContext } from "react-router";
import { data, redirect } from "react-router";
import {
  AUTH_MODES,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  type AuthMode,
  type AuthReply,
} from "../domain/validation";
import { loginUser, requestPasswordReset, resetPassword, signUp } from "./auth.server";
import { readForm } from "./forms.server";
import { HttpError } from "./http.server";
import { clientAddress, mailDelivery, type RequestScope } from "./request.server";
import { sessionCookie } from "./session.server";
import { flashToastCookie } from "./toast.server";

type Context = RequestScope & Pick<AppLoadContext, "cloudflare">;
type Reply = ReturnType<typeof data<AuthReply>> | Response;

const FAILURE_TITLES: Record<AuthMode, string> = {
  signin: "Login failed",
  signup: "Registration failed",
  forgot: "Error",
  reset: "Reset failed",
};

const HIDDEN = ["password"];

function isMode(value: unknown): value is AuthMode {
  return (AUTH_MODES as readonly unknown[]).includes(value);
}

export async function authFormAction(request: Request, context: Context): Promise<Reply> {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (!isMode(intent)) {
    return data<AuthReply>(
      {
        intent: "signin",
        result: { status: "error", error: { "": ["Unknown form action."] } },
        toast: { title: "Error", description: "Unknown form action.", variant: "destructive" },
      },
      { status: 400 },
    );
  }
  // The Turnstile widget names its answer itself; the schema calls it turnstileToken.
  const turnstile = form.get("cf-turnstile-response");
  form.delete("cf-turnstile-response");
  if (typeof turnstile === "string" && turnstile) form.set("turnstileToken", turnstile);

  const { d1, config, now } = context;
  const ip = clientAddress(request);
  switch (intent) {
    case "signin":
      return attempt(intent, parseWithZod(form, { schema: loginSchema }), async (value) => {
        const session = await loginUser(d1, config, value, { ip, request }, now);
        return signedIn(session, now, session.deviceCookie, {
          title: "Welcome back!",
          description: `Good to see you, ${session.user.firstName || "learner"}.`,
        });
      });
    case "signup":
      return attempt(intent, parseWithZod(form, { schema: registerSchema }), async (value) => {
        const session = await signUp(d1, config, value, now, ip, mailDelivery(request, context));
        return signedIn(session, now, null, {
          title: `Welcome to Piramide, ${session.user.firstName}!`,
          description: "Your account is ready. Let's learn your first sentence.",
        });
      });
    case "forgot":
      return attempt(intent, parseWithZod(form, { schema: forgotPasswordSchema }), async (value) => {
        const result = await requestPasswordReset(d1, config, value, now, mailDelivery(request, context));
        return data<AuthReply>({
          intent,
          result: { status: "success", initialValue: { email: value.email } },
          resetToken: result.resetToken,
          toast: { title: "Check your email", description: result.message },
        });
      });
    case "reset":
      return attempt(intent, parseWithZod(form, { schema: resetPasswordSchema }), async (value) => {
        await resetPassword(d1, value, now);
        return redirect("/auth", {
          headers: {
            "Set-Cookie": flashToastCookie({
              title: "Password reset successful",
              description: "You can now sign in with your new password.",
            }),
          },
        });
      });
  }
}

/** Invalid fields answer 400 with their messages; a refusal from the server module becomes the
 * card's error (on its field when the module names one) and a toast. */
async function attempt<T>(intent: AuthMode, submission: Submission<unknown, string[], T>, run: (value: T) => Promise<Reply>) {
  if (submission.status !== "success") {
    return data<AuthReply>({ intent, result: submission.reply({ hideFields: HIDDEN }) }, { status: 400 });
  }
  try {
    return await run(submission.value);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const field = typeof error.extra?.field === "string" ? error.extra.field : null;
    const result = submission.reply(
      field
        ? { fieldErrors: { [field]: [error.message] }, hideFields: HIDDEN }
        : { formErrors: [error.message], hideFields: HIDDEN },
    );
    return data<AuthReply>(
      { intent, result, toast: { title: FAILURE_TITLES[intent], description: error.message, variant: "destructive" } },
      { status: error.status },
    );
  }
}

function signedIn(
  session: { token: string; expiresAt: number },
  now: number,
  deviceCookie: string | null,
  toast: { title: string; description: string },
) {
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(session.token, session.expiresAt, now));
  if (deviceCookie) headers.append("Set-Cookie", deviceCookie);
  headers.append("Set-Cookie", flashToastCookie(toast));
  return redirect("/", { headers });
}
