// The forgot-password card (asks for a reset token) and the reset card (uses one). The reset card
// opens with the token filled in from a forgot-password answer (development) or the mailed link.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { forgotPasswordSchema, resetPasswordSchema, type FormReply } from "../../domain/validation";
import { Button, buttonClass } from "../ui/button";
import { ErrorList, Field } from "../ui/field";
import { HumanCheck } from "./human-check";

/** What the last answer said, in the page itself: a toast needs JavaScript, this does not. */
function Notice({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p role="status" className="mt-4 rounded-lg border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-brand-700">
      {text}
    </p>
  );
}

export function ForgotCard({
  lastResult,
  turnstileSiteKey,
  notice,
}: {
  lastResult: FormReply | undefined;
  turnstileSiteKey: string | null;
  notice?: string;
}) {
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({
    id: "forgot",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  });
  return (
    <div data-testid="forgot-card">
      <h1 className="text-2xl font-bold">Forgot your password?</h1>
      <p className="mt-1 text-sm text-slate-600">Enter your email and we will send you a reset token.</p>
      <Notice text={notice} />
      <Form method="post" className="mt-6 space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="forgot" />
        <ErrorList id={form.errorId} errors={form.errors} boxed />
        <Field label="Email" field={fields.email} type="email" placeholder="you@example.com" autoComplete="email" />
        <HumanCheck siteKey={turnstileSiteKey} />
        <Button type="submit" block disabled={busy}>
          Generate Reset Token
        </Button>
        <Link to="/auth" className={buttonClass("secondary", { block: true })}>
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
  );
}

export function ResetCard({ lastResult, token, notice }: { lastResult: FormReply | undefined; token: string; notice?: string }) {
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({
    id: "reset",
    lastResult,
    defaultValue: { token },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
  });
  return (
    <div data-testid="reset-card">
      <h1 className="text-2xl font-bold">Reset your password</h1>
      <p className="mt-1 text-sm text-slate-600">Enter your reset token and choose a new password.</p>
      <Notice text={notice} />
      <Form method="post" className="mt-6 space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="reset" />
        <ErrorList id={form.errorId} errors={form.errors} boxed />
        <Field label="Reset Token" field={fields.token} placeholder="Paste your reset token" />
        <Field
          label="New Password"
          field={fields.password}
          type="password"
          placeholder="New password (min 8 characters)"
          autoComplete="new-password"
        />
        <Button type="submit" block disabled={busy}>
          Reset Password
        </Button>
        <Link to="/auth" className={buttonClass("secondary", { block: true })}>
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
  );
}
