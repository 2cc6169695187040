// /verify-email?token=…: the page the confirmation mail links to. Opening it does not spend the token
// (mail scanners open links too); its one button does. The shell's "Send it again" posts here too.
import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import { verifyEmailSchema } from "../domain/validation";
import { HttpError } from "../server/http.server";
import { authenticate, mailDelivery, safeReturnPath } from "../server/request.server";
import { readForm } from "../server/forms.server";
import { flashToastCookie } from "../server/toast.server";
import { resendVerificationMail, verifyEmail, VERIFIED } from "../server/verification.server";
import type { Route } from "./+types/verify-email";
import { Button } from "../components/ui/button";
import { Logo, logoClass } from "../components/ui/logo";

export const meta: Route.MetaFunction = () => [{ title: "Confirm your e-mail — Piramide" }];

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (form.get("intent") === "resend") {
    const from = safeReturnPath(form.get("from"), request);
    const auth = await authenticate(request, context);
    if (!auth) return redirect("/auth");
    try {
      await resendVerificationMail(context.d1, context.config, auth.user, context.now, mailDelivery(request, context));
      const toast = { title: "Confirmation mail sent", description: `We sent a new link to ${auth.user.email}.` };
      return redirect(from, { headers: { "Set-Cookie": flashToastCookie(toast) } });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const toast = { title: "Not sent", description: error.message, variant: "destructive" as const };
      return redirect(from, { headers: { "Set-Cookie": flashToastCookie(toast) } });
    }
  }
  const parsed = verifyEmailSchema.safeParse({ token: form.get("token") });
  if (!parsed.success) return data({ ok: false, message: "This confirmation link is incomplete." }, { status: 400 });
  try {
    await verifyEmail(context.d1, parsed.data.token, context.now);
    return { ok: true, message: VERIFIED };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return data({ ok: false, message: error.message }, { status: error.status });
  }
}

export default function VerifyEmail() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col justify-center gap-4 p-6">
      <Link to="/" className={logoClass("lg")}>
        <Logo />
      </Link>
      <h1 className="text-2xl font-bold">Confirm your e-mail address</h1>
      {result ? (
        <p role="status" data-testid="verify-result" className={result.ok ? "text-green-800" : "text-red-700"}>
          {result.message}
        </p>
      ) : token ? (
        <Form method="post" className="space-y-3">
          <p className="text-slate-700">Press the button to confirm that this address is yours.</p>
          <input type="hidden" name="token" value={token} />
          <Button type="submit">Confirm my e-mail address</Button>
        </Form>
      ) : (
        <p className="text-slate-700">Open the link from the confirmation mail we sent you.</p>
      )}
      <Link to="/" className="text-brand-700 underline">
        Back to Piramide
      </Link>
    </main>
  );
}
