// /subscription's page data and its form posts. Starting the trial, cancelling and changing the
// free language work as plain form posts (before JavaScript loads), through the same server modules
// as /api/start-trial, /api/cancel-subscription and /api/update-free-language. Paying needs Stripe's
// card form in the browser, so it stays on /api/create-subscription.
import { eq } from "drizzle-orm";
import { redirect, type AppLoadContext } from "react-router";
import { z } from "zod";
import { freeLanguageLockedUntil } from "../domain/access";
import { longDate } from "../domain/format";
import { calendarDay } from "../domain/streak";
import { cancelSubscription, startTrial } from "./billing.server";
import { schema } from "./db.server";
import { formAction } from "./form-action.server";
import { signedIn, type Learner } from "./guards.server";
import { chooseFreeLanguage } from "./language.server";
import { flashToastCookie } from "./toast.server";

export async function subscriptionPageData(context: AppLoadContext, { user, shell }: Learner) {
  const s = schema.subscriptions;
  const [row] = await context.db.select({ periodEnd: s.currentPeriodEnd }).from(s).where(eq(s.userId, user.id)).limit(1);
  return {
    status: shell.subscription,
    // Dates as text, on the learner's calendar (domain/format.ts says why not in the browser).
    periodEnd: row?.periodEnd ? longDate(calendarDay(row.periodEnd, user.timeZone)) : null,
    trialEndsAt: user.trialEndsAt ? longDate(calendarDay(user.trialEndsAt, user.timeZone)) : null,
    publishableKey: context.config.STRIPE_PUBLISHABLE_KEY ?? null,
    // Premium voices are promised only where this server can speak them.
    premiumVoices: !!context.config.GOOGLE_TTS_API_KEY,
    // Shown beside the free language's choice, so a refusal never comes as a surprise.
    // In UTC, as the refusal says it (language.server.ts).
    freeLanguageLockedUntil: lockedUntilText(freeLanguageLockedUntil(user.freeLanguageChangedAt, context.now)),
  };
}

function lockedUntilText(until: number | null): string | null {
  return until === null ? null : longDate(calendarDay(until, "UTC"));
}

function done(title: string, description: string) {
  return redirect("/subscription", { headers: { "Set-Cookie": flashToastCookie({ title, description }) } });
}

// Open to a free learner who has not chosen a language yet: upgrading is one way forward.
export const subscriptionFormAction = formAction({
  who: signedIn({ allowWithoutLanguage: true }),
  intents: {
    startTrial: {
      schema: z.object({}),
      failure: "Trial failed",
      run: async (_value, { context, learner }) => {
        await startTrial(context.db, learner.user, context.now);
        return done("Trial Started!", "You now have 30 days of premium access to all languages and features.");
      },
    },
    cancel: {
      schema: z.object({}),
      failure: "Cancellation failed",
      run: async (_value, { context, learner }) => {
        await cancelSubscription(context.db, context.config, learner.user, context.now);
        return done("Subscription canceled", "Your subscription will end at the end of the current billing period.");
      },
    },
    freeLanguage: chooseFreeLanguage,
  },
});
