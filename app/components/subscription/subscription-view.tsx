// /subscription (spec section 2 "Subscription screen"): the payment step, premium active, or the
// free vs premium comparison. The server decides every state shown here.
import { lazy, Suspense } from "react";
import { Link, useActionData } from "react-router";
import type { SubscriptionStatus } from "../../domain/access";
import type { FormErrorReply } from "../../domain/validation";
import { orReload } from "../shell/lazy-component";
import { useReplyToast } from "../shell/toast";
import { FreePlanCard, premiumBenefits } from "./plan-cards";
import { PremiumActive } from "./premium-active";
import { PremiumPlanCard } from "./premium-card";
import { usePaymentStep } from "./use-payment-step";

const PaymentForm = lazy(() => orReload(import("./payment-form")));

export interface SubscriptionPage {
  status: SubscriptionStatus;
  /** Dates as the loader wrote them ("29 November 2026"). */
  periodEnd: string | null;
  trialEndsAt: string | null;
  publishableKey: string | null;
  premiumVoices: boolean;
  freeLanguageLockedUntil: string | null;
}

export function SubscriptionView({
  status,
  periodEnd,
  trialEndsAt,
  publishableKey,
  premiumVoices,
  freeLanguageLockedUntil,
}: SubscriptionPage) {
  const { busy, clientSecret, subscribe } = usePaymentStep();
  const reply = useActionData<FormErrorReply>();
  useReplyToast(reply);
  const benefits = premiumBenefits(premiumVoices);
  const refusal = reply?.result.error?.[""]?.[0];

  if (clientSecret && publishableKey) {
    return (
      <div className="mx-auto max-w-lg">
        <h1 className="text-2xl font-bold">Complete Your Subscription</h1>
        <p className="mt-1 text-slate-600">Premium: $4.99/month. Cancel any time.</p>
        <Suspense fallback={<p className="mt-6 text-slate-600">Loading...</p>}>
          <PaymentForm publishableKey={publishableKey} clientSecret={clientSecret} />
        </Suspense>
      </div>
    );
  }

  if (status.isPremium && !status.isTrialActive) {
    return <PremiumActive status={status} benefits={benefits} periodEnd={periodEnd} />;
  }

  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-center text-3xl font-bold">Choose your plan</h1>
      {refusal && (
        <p role="alert" className="mx-auto mt-4 max-w-xl rounded-xl border border-red-200 bg-red-50 p-4 text-center text-red-700">
          {refusal}
        </p>
      )}
      {status.isTrialActive && (
        <p
          className="mx-auto mt-4 max-w-xl rounded-xl border border-brand-100 bg-brand-50 p-4 text-center text-brand-700"
          data-testid="trial-banner"
        >
          Your free trial is active: {status.trialDaysRemaining} {status.trialDaysRemaining === 1 ? "day" : "days"} left (until{" "}
          {trialEndsAt ?? "the end of the trial"}). Subscribe to keep premium afterwards.
        </p>
      )}
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <FreePlanCard status={status} lockedUntil={freeLanguageLockedUntil} />
        <PremiumPlanCard status={status} benefits={benefits} paying={busy} onSubscribe={() => void subscribe()} />
      </div>
      <div className="mt-8 text-center">
        <Link to="/" className="text-brand-700 hover:underline">
          Back to Learning
        </Link>
      </div>
    </div>
  );
}
