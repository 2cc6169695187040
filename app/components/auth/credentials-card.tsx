// The sign-in and sign-up card: the two tabs, the OAuth buttons, and one Conform form whose fields
// follow the mode. The browser checks the fields with the server's own schema before sending.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { FormEvent } from "react";
import { Form, Link, useNavigation } from "react-router";
import { PROVIDER_NAMES, type OAuthProvider } from "../../domain/oauth";
import { loginSchema, registerSchema, type FormReply } from "../../domain/validation";
import { Button, buttonClass } from "../ui/button";
import { ErrorList, Field } from "../ui/field";
import { HumanCheck } from "./human-check";

type Mode = "signin" | "signup";

export function CredentialsCard({
  mode,
  providers,
  turnstileSiteKey,
  lastResult,
}: {
  mode: Mode;
  providers: OAuthProvider[];
  turnstileSiteKey: string | null;
  lastResult: FormReply | undefined;
}) {
  const busy = useNavigation().state !== "idle";
  const signIn = mode === "signin";
  // One shape for both modes: sign-up adds the names.
  const [form, fields] = useForm<{ email: string; password: string; firstName?: string; lastName?: string }>({
    id: mode,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signIn ? loginSchema : registerSchema }),
  });
  return (
    <>
      <h1 className="text-2xl font-bold">{signIn ? "Welcome back" : "Create your account"}</h1>
      <p className="mt-1 text-sm text-slate-600">
        {signIn ? "Sign in to continue your pyramid." : "Start learning in under a minute."}
      </p>
      <div className="mt-6 grid grid-cols-2 rounded-lg bg-slate-100 p-1 text-sm font-medium" role="tablist">
        <Tab to="/auth" selected={signIn} label="Sign In" />
        <Tab to="/auth?mode=signup" selected={!signIn} label="Sign Up" />
      </div>
      <ProviderButtons providers={providers} />
      <Form method="post" className="mt-6 space-y-4" {...getFormProps(form)} onSubmitCapture={signIn ? undefined : fillTimeZone}>
        <input type="hidden" name="intent" value={mode} />
        <ErrorList id={form.errorId} errors={form.errors} boxed />
        {!signIn && (
          <>
            <input type="hidden" name="timeZone" defaultValue="" />
            <div className="grid grid-cols-2 gap-3">
              <Field label="First Name" field={fields.firstName} placeholder="First name" autoComplete="given-name" />
              <Field label="Last Name" field={fields.lastName} placeholder="Last name" autoComplete="family-name" />
            </div>
          </>
        )}
        <Field label="Email" field={fields.email} type="email" placeholder="you@example.com" autoComplete="email" />
        <Field
          label="Password"
          field={fields.password}
          type="password"
          placeholder={signIn ? "Your password" : "Password (min 8 characters)"}
          autoComplete={signIn ? "current-password" : "new-password"}
        />
        {!signIn && <HumanCheck siteKey={turnstileSiteKey} />}
        {signIn && (
          <div className="text-right">
            <Link to="/auth?mode=forgot" className="text-sm text-brand-700 underline">
              Forgot your password?
            </Link>
          </div>
        )}
        <Button type="submit" block disabled={busy}>
          {signIn ? (busy ? "Signing in..." : "Sign In") : busy ? "Creating account..." : "Create Account"}
        </Button>
      </Form>
    </>
  );
}

function Tab({ to, selected, label }: { to: string; selected: boolean; label: string }) {
  return (
    <Link
      to={to}
      role="tab"
      aria-selected={selected}
      className={`rounded-md py-2 text-center ${selected ? "bg-white shadow-sm" : "text-slate-600"}`}
    >
      {label}
    </Link>
  );
}

// The learner's streak days follow their own calendar: the browser names its zone as the form is
// sent (a capture handler, so before Conform reads the form). Not on load: naming it builds a date
// formatter, 40-80 ms of main thread in a fresh page, more on a phone. Without JavaScript the field
// stays empty and the server keeps UTC.
function fillTimeZone(event: FormEvent<HTMLFormElement>) {
  const field = event.currentTarget.elements.namedItem("timeZone");
  if (field instanceof HTMLInputElement && !field.value) field.value = Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
}

function ProviderButtons({ providers }: { providers: OAuthProvider[] }) {
  if (providers.length === 0) return null;
  return (
    <div className="mt-6 space-y-3" data-testid="oauth-providers">
      {providers.map((p) => (
        <a key={p} href={`/api/login?provider=${p}`} className={buttonClass("secondary", { block: true })}>
          {`Continue with ${PROVIDER_NAMES[p]}`}
        </a>
      ))}
      <p className="text-center text-xs uppercase tracking-wide text-slate-400">or with e-mail</p>
    </div>
  );
}
