// A paying learner's view: what premium gives, the canceling notice, and cancelling (a form post
// that asks first when JavaScript is on).
import { Form, Link, useNavigation } from "react-router";
import type { SubscriptionStatus } from "../../domain/access";
import { Button, buttonClass } from "../ui/button";
import { Benefits } from "./plan-cards";

export function PremiumActive({
  status,
  benefits,
  periodEnd,
}: {
  status: SubscriptionStatus;
  benefits: string[];
  periodEnd: string | null;
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-amber-200 bg-gradient-to-br from-amber-50 to-white p-8 shadow-sm">
      <h1 className="text-2xl font-bold">Premium Active</h1>
      <Benefits items={benefits} />
      {status.status === "canceling" ? (
        <p className="mt-6 rounded-xl border border-amber-300 bg-amber-100 p-4 text-amber-900" data-testid="canceling-notice">
          Your subscription has been canceled and ends on {periodEnd ?? "the end of the period"}. You keep premium access until
          then.
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/" className={buttonClass("primary")}>
          Continue Learning
        </Link>
        {status.status === "active" && (
          <Form
            method="post"
            onSubmit={(event) => {
              if (!window.confirm("Cancel your subscription? You keep premium until the end of the current billing period."))
                event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="cancel" />
            <Button type="submit" variant="secondary" disabled={busy}>
              Cancel Subscription
            </Button>
          </Form>
        )}
      </div>
    </div>
  );
}
