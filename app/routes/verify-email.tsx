// /verify-email?token=…: the page the confirmation mail links to. Opening it does not spend the token
// (mail scanners open links too); its one button does. The shell's "Send it again" posts here too.
import { Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { type FormReply } from "../domain/validation";
import { verifyEmailSchema } from "../domain/api-schemas";
import { formAction } from "../server/form-action.server";
import { anyone } from "../server/guards.server";
import { HttpError } from "../server/http.server";
import { mailDelivery, safeReturnPath } from "../server/request.server";
import { flashToastCookie } from "../server/toast.server";
import { devConfirmCookie, resendVerificationMail, verifyEmail, VERIFIED } from "../server/verification.server";
import type { Route } from "./+types/verify-email";
import { Button } from "../components/ui/button";
import { Logo, logoClass } from "../components/ui/logo";

export const meta: Route.MetaFunction = () => [{ title: "Confirm your e-mail — Piramide" }];

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export const action = formAction({
  // The token is the proof (the mail may be opened where nobody is signed in); resending needs the learner.
  who: anyone,
  defaultIntent: "confirm",
  intents: {
    confirm: {
      schema: verifyEmailSchema,
      failure: "Not confirmed",
      run: async ({ token }, { context }) => {
        await verifyEmail(context.db, token, context.now);
        return { message: VERIFIED };
      },
    },
    // The shell's "Send it again": the answer is a toast on the page it was pressed on.
    resend: {
      schema: z.object({ from: z.string().optional() }),
      failure: "Not sent",
      run: async ({ from }, { request, context, learner }) => {
        const signedIn = await learner();
        if (!signedIn) return redirect("/auth");
        const back = safeReturnPath(from ?? null, request);
        const { user } = signedIn;
        try {
          const sent = await resendVerificationMail(
            context.db,
            context.config,
            user,
            context.now,
            mailDelivery(request, context),
          );
          const toast = { title: "Confirmation mail sent", description: `We sent a new link to ${user.email}.` };
          const headers = new Headers({ "Set-Cookie": flashToastCookie(toast) });
          const devConfirm = devConfirmCookie(user, sent);
          if (devConfirm) headers.append("Set-Cookie", devConfirm);
          return redirect(back, { headers });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          const toast = { title: "Not sent", description: error.message, variant: "destructive" as const };
          return redirect(back, { headers: { "Set-Cookie": flashToastCookie(toast) } });
        }
      },
    },
  },
});

export default function VerifyEmail() {
  const { token } = useLoaderData<typeof loader>();
  const posted = useActionData<{ message: string } | { result: FormReply }>();
  // Confirmed, or refused (a spent or expired token; a hand-edited link the schema refuses).
  const result = posted && {
    ok: !("result" in posted),
    message: "result" in posted ? (Object.values(posted.result.error ?? {}).flat()[0] ?? "") : posted.message,
  };
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
