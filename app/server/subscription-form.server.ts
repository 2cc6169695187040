// /subscription's page data and its form posts. Starting the trial, cancelling and changing the
// free language work as plain form posts (before JavaScript loads), through the same server modules
// as /api/start-trial, /api/cancel-subscription and /api/update-free-language. Paying needs Stripe's
// card form in the browser, so it stays on /api/create-subscription.
import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { languageChoiceSchema, type FormErrorReply } from "../domain/validation";
import { cancelSubscription, startTrial } from "./billing.server";
import { schema } from "./db.server";
import { readForm } from "./forms.server";
import { HttpError } from "./http.server";
import { selectFreeLanguage } from "./language.server";
import { languageCookie, type Guarded } from "./shell.server";
import { flashToastCookie } from "./toast.server";

type Ok = Extract<Guarded, { kind: "ok" }>;

export async function subscriptionPageData({ scope, user, shell }: Ok) {
  const s = schema.subscriptions;
  const [row] = await scope.db.select({ periodEnd: s.currentPeriodEnd }).from(s).where(eq(s.userId, user.id)).limit(1);
  return {
    signedOut: false as const,
    status: shell.subscription,
    periodEnd: row?.periodEnd ?? null,
    trialEndsAt: user.trialEndsAt,
    publishableKey: scope.config.STRIPE_PUBLISHABLE_KEY ?? null,
    // Premium voices are promised only where this server can speak them.
    premiumVoices: !!scope.config.GOOGLE_TTS_API_KEY,
  };
}

function refused(title: string, message: string, status: number) {
  return data<FormErrorReply>(
    { result: { status: "error", error: { "": [message] } }, toast: { title, description: message, variant: "destructive" } },
    { status },
  );
}

function done(title: string, description: string, extra?: string) {
  const headers = new Headers();
  if (extra) headers.append("Set-Cookie", extra);
  headers.append("Set-Cookie", flashToastCookie({ title, description }));
  return redirect("/subscription", { headers });
}

export async function subscriptionFormAction(request: Request, { scope, user, shell }: Ok) {
  const form = await readForm(request);
  const intent = form.get("intent");
  try {
    if (intent === "startTrial") {
      await startTrial(scope.d1, user, scope.now);
      return done("Trial Started!", "You now have 30 days of premium access to all languages and features.");
    }
    if (intent === "cancel") {
      await cancelSubscription(scope.d1, scope.config, user, scope.now);
      return done("Subscription canceled", "Your subscription will end at the end of the current billing period.");
    }
    if (intent === "freeLanguage") {
      const submission = parseWithZod(form, { schema: languageChoiceSchema });
      if (submission.status !== "success") {
        return data<FormErrorReply>(
          {
            result: submission.reply(),
            toast: { title: "Selection failed", description: "Please choose one of the five languages.", variant: "destructive" },
          },
          { status: 400 },
        );
      }
      const { language } = submission.value;
      await selectFreeLanguage(scope, user, shell.subscription, language);
      return done("Language selected", "Your language selection has been updated successfully.", languageCookie(language));
    }
    return refused("Error", "Unknown form action.", 400);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const titles: Record<string, string> = {
      startTrial: "Trial failed",
      cancel: "Cancellation failed",
      freeLanguage: "Selection failed",
    };
    return refused(titles[String(intent)] ?? "Error", error.message, error.status);
  }
}
