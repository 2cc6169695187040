// The premium card's actions. The trial is a plain form post (it works before JavaScript loads);
// subscribing opens Stripe's card form, which runs only in the browser, and says so without it.
import { Form, useNavigation } from "react-router";
import type { SubscriptionStatus } from "../../domain/access";
import { useHydrated } from "../shell/use-hydrated";
import { Button } from "../ui/button";
import { Benefits } from "./plan-cards";

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
  const hydrated = useHydrated();
  // The trial is still ahead (now, or once the address is confirmed): subscribing is the other way.
  const trialAhead = status.canStartTrial || status.trialAwaitsConfirmation;
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
        {status.trialAwaitsConfirmation && (
          <p
            className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
            data-testid="trial-needs-email"
          >
            <strong>Confirm your e-mail to start your trial.</strong> Open the link we sent you, or choose &ldquo;Send it
            again&rdquo; at the top of the page. The 30-day trial is for confirmed addresses, one per address.
          </p>
        )}
        {status.canStartTrial && (
          <Form method="post">
            <input type="hidden" name="intent" value="startTrial" />
            <Button type="submit" size="lg" block disabled={busy}>
              Start 30-Day Free Trial
            </Button>
          </Form>
        )}
        <Button variant={trialAhead ? "outline" : "primary"} size="lg" block onClick={onSubscribe} disabled={!hydrated || busy}>
          {trialAhead ? "Subscribe Now" : "Upgrade to Premium"}
        </Button>
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
