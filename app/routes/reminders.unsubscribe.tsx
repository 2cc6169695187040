// /reminders/unsubscribe?token=…: the way out of reminder mails, without signing in (the signed token
// names the account). Opening the link only asks (mail scanners open links too); the button, or a
// mail client's one-click POST (RFC 8058, body `List-Unsubscribe=One-Click`), turns reminders off.
import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { Button } from "../components/ui/button";
import { Logo, logoClass } from "../components/ui/logo";
import { accountOfUnsubscribeToken, saveReminderHour } from "../server/reminders.server";
import type { Route } from "./+types/reminders.unsubscribe";

export const meta: Route.MetaFunction = () => [{ title: "Daily reminders — Piramide" }, { name: "robots", content: "noindex" }];

const INVALID_LINK = "This link is not valid. Open the newest reminder mail, or turn reminders off on your profile.";
const TURNED_OFF = "Daily reminders are off. You can turn them on again on your profile.";

export function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const valid = accountOfUnsubscribeToken(context.config.DEVICE_COOKIE_SECRET, token) !== null;
  return data({ token, valid }, { status: valid ? 200 : 400 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const token = new URL(request.url).searchParams.get("token") ?? String(form?.get("token") ?? "");
  const userId = accountOfUnsubscribeToken(context.config.DEVICE_COOKIE_SECRET, token);
  if (userId === null) return data({ ok: false, message: INVALID_LINK }, { status: 400 });
  // Idempotent: a second click (or the mail client's POST after the button) changes nothing more.
  await saveReminderHour(context.db, userId, null);
  return { ok: true, message: TURNED_OFF };
}

export default function Unsubscribe() {
  const { token, valid } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col justify-center gap-4 p-6">
      <Link to="/" className={logoClass("lg")}>
        <Logo />
      </Link>
      <h1 className="text-2xl font-bold">Daily reminders</h1>
      {done ? (
        <p role="status" data-testid="unsubscribe-result" className={done.ok ? "text-green-800" : "text-red-700"}>
          {done.message}
        </p>
      ) : valid ? (
        <Form method="post" className="space-y-3">
          <p className="text-slate-700">Stop the daily practice reminders for this account?</p>
          <input type="hidden" name="token" value={token} />
          <Button type="submit">Turn reminders off</Button>
        </Form>
      ) : (
        <p className="text-red-700">{INVALID_LINK}</p>
      )}
      <Link to="/" className="text-brand-700 underline">
        Back to Piramide
      </Link>
    </main>
  );
}
