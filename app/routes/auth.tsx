// /auth (spec section 2 "Auth screen"): sign in / sign up, the forgot-password card and the reset
// card. The cards are chosen by `?mode=` so every state works without JavaScript; the action calls
// the same server modules as the JSON API.
import { data, redirect, type MetaFunction } from "react-router";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "react-router";
import { useEffect, useState } from "react";
import { useToast, type Toast } from "../components/toast";
import {
  fieldErrorsOf,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  type FieldErrors,
} from "../domain/validation";
import { loginUser, requestPasswordReset, resetPassword, signUp } from "../server/auth.server";
import { HttpError } from "../server/http.server";
import { authenticate, clientAddress, mailDelivery } from "../server/request.server";
import { sessionCookie } from "../server/session.server";
import { PROVIDER_NAMES, type OAuthProvider } from "../domain/oauth";
import { configuredProviders } from "../server/oauth.server";
import { turnstileSiteKey } from "../server/turnstile.server";
import { HumanCheck } from "../components/human-check";
import { flashToastCookie } from "../server/toast.server";
import type { Route } from "./+types/auth";
import { readForm } from "../server/forms.server";

export const meta: MetaFunction = () => [{ title: "Sign in — Piramide" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await authenticate(request, context)) throw redirect("/");
  // Only providers with a client id and secret are offered; with none, the page is the e-mail form.
  return { providers: configuredProviders(context.config), turnstileSiteKey: turnstileSiteKey(context.config) };
}

type Mode = "signin" | "signup" | "forgot" | "reset";

interface ActionResult {
  intent: Mode;
  fieldErrors?: FieldErrors;
  toast?: Toast;
  resetToken?: string;
  values?: Record<string, string>;
}

function formValues(form: FormData, keys: string[]): Record<string, string> {
  return Object.fromEntries(keys.map((k) => [k, String(form.get(k) ?? "")]));
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "") as Mode;
  const fail = (status: number, result: ActionResult) => data(result, { status });

  try {
    if (intent === "signin") {
      const values = formValues(form, ["email"]);
      const parsed = loginSchema.safeParse({ email: form.get("email"), password: form.get("password") });
      if (!parsed.success) return fail(400, { intent, values, fieldErrors: fieldErrorsOf(parsed.error) });
      const session = await loginUser(
        context.d1,
        context.config,
        parsed.data,
        { ip: clientAddress(request), request },
        context.now,
      );
      const headers = new Headers();
      headers.append("Set-Cookie", sessionCookie(session.token, session.expiresAt, context.now));
      if (session.deviceCookie) headers.append("Set-Cookie", session.deviceCookie);
      headers.append(
        "Set-Cookie",
        flashToastCookie({ title: "Welcome back!", description: `Good to see you, ${session.user.firstName || "learner"}.` }),
      );
      return redirect("/", { headers });
    }
    if (intent === "signup") {
      const values = formValues(form, ["email", "firstName", "lastName"]);
      const parsed = registerSchema.safeParse({
        email: form.get("email"),
        password: form.get("password"),
        firstName: form.get("firstName"),
        lastName: form.get("lastName"),
        timeZone: form.get("timeZone") || undefined,
        turnstileToken: form.get("cf-turnstile-response") || undefined,
      });
      if (!parsed.success) return fail(400, { intent, values, fieldErrors: fieldErrorsOf(parsed.error) });
      const session = await signUp(
        context.d1,
        context.config,
        parsed.data,
        context.now,
        clientAddress(request),
        mailDelivery(request, context),
      );
      const headers = new Headers();
      headers.append("Set-Cookie", sessionCookie(session.token, session.expiresAt, context.now));
      headers.append(
        "Set-Cookie",
        flashToastCookie({
          title: `Welcome to Piramide, ${session.user.firstName}!`,
          description: "Your account is ready. Let's learn your first sentence.",
        }),
      );
      return redirect("/", { headers });
    }
    if (intent === "forgot") {
      const values = formValues(form, ["email"]);
      const parsed = forgotPasswordSchema.safeParse({
        email: form.get("email"),
        turnstileToken: form.get("cf-turnstile-response") || undefined,
      });
      if (!parsed.success) return fail(400, { intent, values, fieldErrors: fieldErrorsOf(parsed.error) });
      const result = await requestPasswordReset(
        context.d1,
        context.config,
        parsed.data,
        context.now,
        mailDelivery(request, context),
      );
      return data<ActionResult>({
        intent,
        values,
        resetToken: result.resetToken,
        toast: { title: "Check your email", description: result.message },
      });
    }
    if (intent === "reset") {
      const values = formValues(form, ["token"]);
      const parsed = resetPasswordSchema.safeParse({ token: form.get("token"), password: form.get("password") });
      if (!parsed.success) return fail(400, { intent, values, fieldErrors: fieldErrorsOf(parsed.error) });
      await resetPassword(context.d1, parsed.data, context.now);
      return redirect("/auth", {
        headers: {
          "Set-Cookie": flashToastCookie({
            title: "Password reset successful",
            description: "You can now sign in with your new password.",
          }),
        },
      });
    }
    return fail(400, {
      intent: "signin",
      toast: { title: "Error", description: "Unknown form action.", variant: "destructive" },
    });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const titles: Record<Mode, string> = {
      signin: "Login failed",
      signup: "Registration failed",
      forgot: "Error",
      reset: "Reset failed",
    };
    const field = typeof error.extra?.field === "string" ? error.extra.field : null;
    return fail(error.status, {
      intent,
      values: formValues(form, ["email", "firstName", "lastName", "token"]),
      fieldErrors: field ? { [field]: error.message } : undefined,
      toast: { title: titles[intent] ?? "Error", description: error.message, variant: "destructive" },
    });
  }
}

const input =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100";
const primary =
  "w-full rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-60";

function Field({
  label,
  name,
  type = "text",
  placeholder,
  error,
  defaultValue,
  autoComplete,
}: {
  label: string;
  name: string;
  type?: string;
  placeholder?: string;
  error?: string;
  defaultValue?: string;
  autoComplete?: string;
}) {
  const id = `field-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        placeholder={placeholder}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={input}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

function TimeZoneInput() {
  // Filled in the browser: the learner's streak days follow their own calendar.
  const [timeZone, setTimeZone] = useState("");
  useEffect(() => setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? ""), []);
  return <input type="hidden" name="timeZone" value={timeZone} />;
}

function ProviderButtons({ providers }: { providers: OAuthProvider[] }) {
  if (providers.length === 0) return null;
  return (
    <div className="mt-6 space-y-3" data-testid="oauth-providers">
      {providers.map((p) => (
        <a
          key={p}
          href={`/api/login?provider=${p}`}
          className="flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 px-4 py-2.5 font-medium hover:bg-slate-50"
        >
          {`Continue with ${PROVIDER_NAMES[p]}`}
        </a>
      ))}
      <p className="text-center text-xs uppercase tracking-wide text-slate-400">or with e-mail</p>
    </div>
  );
}

export default function AuthScreen() {
  const { providers, turnstileSiteKey } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionResult | undefined;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const { toast } = useToast();
  const busy = navigation.state !== "idle";

  // A forgot-password answer that carries a token opens the reset card with the token filled in.
  // The link in the reset mail (/auth?reset=1&token=…) opens the reset card with its token.
  const requested = params.get("reset") === "1" ? "reset" : ((params.get("mode") as Mode | null) ?? "signin");
  const mode: Mode =
    actionData?.intent === "forgot" && actionData.resetToken
      ? "reset"
      : actionData?.intent && !params.get("mode")
        ? actionData.intent
        : requested;
  const errors = actionData?.intent === mode ? (actionData.fieldErrors ?? {}) : {};
  const values = actionData?.values ?? {};

  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast);
  }, [actionData, toast]);

  return (
    <div className="grid min-h-screen md:grid-cols-2">
      <div className="flex flex-col justify-center px-6 py-12 sm:px-12">
        <Link to="/" className="mb-8 flex items-center gap-2 text-xl font-bold text-brand-700">
          <span aria-hidden>🔺</span> Piramide
        </Link>
        <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          {(mode === "signin" || mode === "signup") && (
            <>
              <h1 className="text-2xl font-bold">{mode === "signin" ? "Welcome back" : "Create your account"}</h1>
              <p className="mt-1 text-sm text-slate-600">
                {mode === "signin" ? "Sign in to continue your pyramid." : "Start learning in under a minute."}
              </p>
              <div className="mt-6 grid grid-cols-2 rounded-lg bg-slate-100 p-1 text-sm font-medium" role="tablist">
                <Link
                  to="/auth"
                  role="tab"
                  aria-selected={mode === "signin"}
                  className={`rounded-md py-2 text-center ${mode === "signin" ? "bg-white shadow-sm" : "text-slate-600"}`}
                >
                  Sign In
                </Link>
                <Link
                  to="/auth?mode=signup"
                  role="tab"
                  aria-selected={mode === "signup"}
                  className={`rounded-md py-2 text-center ${mode === "signup" ? "bg-white shadow-sm" : "text-slate-600"}`}
                >
                  Sign Up
                </Link>
              </div>
              <ProviderButtons providers={providers} />
              <Form method="post" noValidate className="mt-6 space-y-4" key={mode}>
                <input type="hidden" name="intent" value={mode} />
                {mode === "signup" && (
                  <>
                    <TimeZoneInput />
                    <div className="grid grid-cols-2 gap-3">
                      <Field
                        label="First Name"
                        name="firstName"
                        placeholder="First name"
                        autoComplete="given-name"
                        error={errors.firstName}
                        defaultValue={values.firstName}
                      />
                      <Field
                        label="Last Name"
                        name="lastName"
                        placeholder="Last name"
                        autoComplete="family-name"
                        error={errors.lastName}
                        defaultValue={values.lastName}
                      />
                    </div>
                  </>
                )}
                <Field
                  label="Email"
                  name="email"
                  type="email"
                  placeholder="you@example.com"
                  autoComplete="email"
                  error={errors.email}
                  defaultValue={values.email}
                />
                <Field
                  label="Password"
                  name="password"
                  type="password"
                  placeholder={mode === "signup" ? "Password (min 6 characters)" : "Your password"}
                  autoComplete={mode === "signup" ? "new-password" : "current-password"}
                  error={errors.password}
                />
                {mode === "signup" && <HumanCheck siteKey={turnstileSiteKey} />}
                {mode === "signin" && (
                  <div className="text-right">
                    <Link to="/auth?mode=forgot" className="text-sm text-brand-700 underline">
                      Forgot your password?
                    </Link>
                  </div>
                )}
                <button type="submit" className={primary} disabled={busy}>
                  {mode === "signin" ? (busy ? "Signing in..." : "Sign In") : busy ? "Creating account..." : "Create Account"}
                </button>
              </Form>
            </>
          )}

          {mode === "forgot" && (
            <div data-testid="forgot-card">
              <h1 className="text-2xl font-bold">Forgot your password?</h1>
              <p className="mt-1 text-sm text-slate-600">Enter your email and we will send you a reset token.</p>
              <Form method="post" noValidate className="mt-6 space-y-4">
                <input type="hidden" name="intent" value="forgot" />
                <Field
                  label="Email"
                  name="email"
                  type="email"
                  placeholder="you@example.com"
                  autoComplete="email"
                  error={errors.email}
                  defaultValue={values.email}
                />
                <HumanCheck siteKey={turnstileSiteKey} />
                <button type="submit" className={primary} disabled={busy}>
                  Generate Reset Token
                </button>
                <Link
                  to="/auth"
                  className="block w-full rounded-lg border border-slate-300 px-4 py-2.5 text-center font-medium hover:bg-slate-50"
                >
                  Cancel
                </Link>
              </Form>
              <p className="mt-4 text-center text-sm">
                Already have a token?{" "}
                <Link to="/auth?mode=reset" className="text-brand-700 underline">
                  Reset your password
                </Link>
              </p>
            </div>
          )}

          {mode === "reset" && (
            <div data-testid="reset-card">
              <h1 className="text-2xl font-bold">Reset your password</h1>
              <p className="mt-1 text-sm text-slate-600">Enter your reset token and choose a new password.</p>
              <Form method="post" noValidate className="mt-6 space-y-4" key={actionData?.resetToken ?? "reset"}>
                <input type="hidden" name="intent" value="reset" />
                <Field
                  label="Reset Token"
                  name="token"
                  placeholder="Paste your reset token"
                  error={errors.token}
                  defaultValue={actionData?.resetToken ?? values.token ?? params.get("token") ?? ""}
                />
                <Field
                  label="New Password"
                  name="password"
                  type="password"
                  placeholder="New password (min 6 characters)"
                  autoComplete="new-password"
                  error={errors.password}
                />
                <button type="submit" className={primary} disabled={busy}>
                  Reset Password
                </button>
                <Link
                  to="/auth"
                  className="block w-full rounded-lg border border-slate-300 px-4 py-2.5 text-center font-medium hover:bg-slate-50"
                >
                  Cancel
                </Link>
              </Form>
              <p className="mt-4 text-center text-sm">
                Need a token?{" "}
                <Link to="/auth?mode=forgot" className="text-brand-700 underline">
                  Request password reset
                </Link>
              </p>
            </div>
          )}
        </div>
      </div>

      <aside className="hidden flex-col justify-center bg-gradient-to-br from-brand-700 to-indigo-500 p-12 text-white md:flex">
        <h2 className="text-3xl font-bold">Learn languages one sentence at a time</h2>
        <ul className="mt-8 space-y-6">
          {[
            {
              icon: "🔺",
              title: "Pyramid Learning",
              text: "A sequence that grows one sentence at a time, each graduating after 20 repetitions.",
            },
            {
              icon: "🌍",
              title: "Multi-Language Support",
              text: "Italian, Spanish, French, German and Russian, each paired with English.",
            },
            {
              icon: "🧠",
              title: "Smart Repetition",
              text: "SM-2 spaced repetition brings sentences back right before you forget them.",
            },
            {
              icon: "🎧",
              title: "Premium Audio",
              text: "Natural voices for every sentence, with your browser's voice as a fallback.",
            },
          ].map((f) => (
            <li key={f.title} className="flex gap-4">
              <span className="text-2xl" aria-hidden>
                {f.icon}
              </span>
              <div>
                <h3 className="font-semibold">{f.title}</h3>
                <p className="text-white/85">{f.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
