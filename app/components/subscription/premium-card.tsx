// The premium card's actions. The trial is a plain form post (it works before JavaScript loads);
// subscribing opens Stripe's card form, which runs only in the browser, and says so without it.
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { SubscriptionStatus } from "../../domain/access";
import { Benefits } from "./plan-cards";

const solid = "w-full rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-50";
const outline =
  "w-full rounded-xl border border-brand-600 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50";

export function PremiumPlanCard({
  status,
  benefits,
  paying,
  onSubscribe,
}: {
  status: SubscriptionStatus;
  benefits: string[];
  paying: boolean;
  onSubscribe: () => void;
}) {
  const busy = useNavigation().state !== "idle" || paying;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="relative rounded-2xl border-2 border-brand-600 bg-white p-6 shadow-md">
      <span className="absolute -top-3 right-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
        Most Popular
      </span>
      <h2 className="text-xl font-semibold">Premium</h2>
      <p className="mt-1 text-3xl font-bold">
        $4.99<span className="text-base font-medium text-slate-500">/month</span>
      </p>
      <Benefits items={benefits} />
      <div className="mt-6 space-y-3">
        {status.canStartTrial && (
          <Form method="post">
            <input type="hidden" name="intent" value="startTrial" />
            <button type="submit" disabled={busy} className={solid}>
              Start 30-Day Free Trial
            </button>
          </Form>
        )}
        <button
          type="button"
          onClick={onSubscribe}
          disabled={!hydrated || busy}
          className={status.canStartTrial ? outline : solid}
        >
          {status.canStartTrial ? "Subscribe Now" : "Upgrade to Premium"}
        </button>
        {!hydrated && (
          <p className="text-sm text-slate-600" data-testid="payment-needs-js">
            Paying by card needs JavaScript: Stripe&apos;s card form runs in your browser. Turn JavaScript on to subscribe
            {status.canStartTrial ? "; the free trial works without it." : "."}
          </p>
        )}
      </div>
    </div>
  );
}
