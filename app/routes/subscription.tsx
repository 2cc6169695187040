// /subscription (spec section 2 "Subscription screen"): premium, trial, free, the payment step, and
// the canceling notice. Actions go through the JSON API; the server decides every state shown here.
import { data } from "react-router";
import { Link, useLoaderData, useRevalidator, useSearchParams } from "react-router";
import { lazy, Suspense, useEffect, useState } from "react";
import { Screen } from "../components/screen";
import { useToast } from "../components/toast";
import { useLatest } from "../components/use-latest";
import { LANGUAGE_INFO } from "../domain/languages";
import { signedOutData } from "../server/screen.server";
import { guardScreen } from "../server/shell.server";
import type { Route } from "./+types/subscription";
import { eq } from "drizzle-orm";
import { schema } from "../server/db.server";

const PaymentForm = lazy(() => import("../components/payment-form"));

// Open to a free learner who has not chosen a language yet: upgrading is one way forward.
export async function loader({ request, context }: Route.LoaderArgs) {
  const guarded = await guardScreen(request, context, { allowWithoutLanguage: true });
  if (guarded.kind === "signed-out") return signedOutData();
  const { scope, user, shell } = guarded;
  const s = schema.subscriptions;
  const [row] = await scope.db.select({ periodEnd: s.currentPeriodEnd }).from(s).where(eq(s.userId, user.id)).limit(1);
  return data({
    signedOut: false as const,
    status: shell.subscription,
    periodEnd: row?.periodEnd ?? null,
    trialEndsAt: user.trialEndsAt,
    publishableKey: scope.config.STRIPE_PUBLISHABLE_KEY ?? null,
  });
}

const PREMIUM_BENEFITS = [
  "All five languages: Italian, Spanish, French, German and Russian",
  "Conversations: two-speaker dialogues for real situations",
  "Premium natural voices for every sentence",
  "Unlimited practice and reviews",
  "Priority support",
];
const FREE_FEATURES = ["One language of your choice", "Basic browser audio", "The pyramid system", "Progress tracking"];

async function post(path: string): Promise<{ ok: boolean; status: number; body: Record<string, unknown> }> {
  const response = await fetch(path, { method: "POST", credentials: "include" });
  let body: Record<string, unknown> = {};
  try {
    body = await response.json();
  } catch {
    // not JSON
  }
  return { ok: response.ok, status: response.status, body };
}

export default function SubscriptionScreen() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.signedOut) return <Screen signedOut>{() => null}</Screen>;
  return <Screen>{() => <Subscription {...loaded} />}</Screen>;
}

type Loaded = Exclude<ReturnType<typeof useLoaderData<typeof loader>>, { signedOut: true }>;

function formatDate(ms: number | null): string {
  return ms
    ? new Date(ms).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" })
    : "the end of the period";
}

function Subscription({ status, periodEnd, trialEndsAt, publishableKey }: Loaded) {
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const [params, setParams] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [clientSecret, setClientSecret] = useState<string | null>(null);

  // Back from Stripe's payment page: said once, then the query string is cleared.
  const redirectStatus = params.get("redirect_status");
  const latest = useLatest({ toast, setParams, revalidator });
  useEffect(() => {
    if (!redirectStatus) return;
    const { toast, setParams, revalidator } = latest.current;
    if (redirectStatus === "succeeded")
      toast({ title: "Payment Successful", description: "Welcome to Premium! Your access is being activated." });
    else toast({ title: "Payment Failed", description: "An error occurred during payment", variant: "destructive" });
    setParams({}, { replace: true });
    revalidator.revalidate();
  }, [redirectStatus, latest]);

  async function startTrial() {
    setBusy(true);
    const result = await post("/api/start-trial");
    setBusy(false);
    if (result.ok) {
      toast({ title: "Trial Started!", description: "You now have 30 days of premium access to all languages and features." });
      revalidator.revalidate();
    } else {
      toast({
        title: "Trial failed",
        description: String(result.body.message ?? "Failed to start trial. Please try again."),
        variant: "destructive",
      });
    }
  }

  async function subscribe() {
    setBusy(true);
    const result = await post("/api/create-subscription");
    setBusy(false);
    const secret = result.body.clientSecret;
    if (result.ok && typeof secret === "string") {
      setClientSecret(secret);
      return;
    }
    const description = String(
      result.body.details ?? result.body.message ?? (result.ok ? "No client secret received" : "Failed to create subscription"),
    );
    toast({ title: "Subscription failed", description, variant: "destructive" });
  }

  async function cancel() {
    if (!window.confirm("Cancel your subscription? You keep premium until the end of the current billing period.")) return;
    setBusy(true);
    const result = await post("/api/cancel-subscription");
    setBusy(false);
    if (result.ok) {
      toast({
        title: "Subscription canceled",
        description: "Your subscription will end at the end of the current billing period.",
      });
      revalidator.revalidate();
    } else {
      toast({
        title: "Cancellation failed",
        description: String(result.body.message ?? "Please try again."),
        variant: "destructive",
      });
    }
  }

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
    return (
      <div className="mx-auto max-w-xl rounded-2xl border border-amber-200 bg-gradient-to-br from-amber-50 to-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold">Premium Active</h1>
        <ul className="mt-4 space-y-2 text-slate-700">
          {PREMIUM_BENEFITS.map((b) => (
            <li key={b}>✓ {b}</li>
          ))}
        </ul>
        {status.status === "canceling" ? (
          <p className="mt-6 rounded-xl border border-amber-300 bg-amber-100 p-4 text-amber-900" data-testid="canceling-notice">
            Your subscription has been canceled and ends on {formatDate(periodEnd)}. You keep premium access until then.
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/" className="rounded-xl bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
            Continue Learning
          </Link>
          {status.status === "active" && (
            <button
              type="button"
              onClick={() => void cancel()}
              disabled={busy}
              className="rounded-xl border border-slate-300 px-5 py-2.5 font-medium hover:bg-slate-50 disabled:opacity-50"
            >
              Cancel Subscription
            </button>
          )}
        </div>
      </div>
    );
  }

  const freeLanguage = status.selectedFreeLanguage ? LANGUAGE_INFO[status.selectedFreeLanguage] : null;
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-center text-3xl font-bold">Choose your plan</h1>
      {status.isTrialActive && (
        <p
          className="mx-auto mt-4 max-w-xl rounded-xl border border-brand-100 bg-brand-50 p-4 text-center text-brand-700"
          data-testid="trial-banner"
        >
          Your free trial is active: {status.trialDaysRemaining} {status.trialDaysRemaining === 1 ? "day" : "days"} left (until{" "}
          {formatDate(trialEndsAt)}). Subscribe to keep premium afterwards.
        </p>
      )}
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="free-plan">
          <h2 className="text-xl font-semibold">Free</h2>
          <p className="mt-1 text-3xl font-bold">$0</p>
          <ul className="mt-4 space-y-2 text-slate-700">
            {FREE_FEATURES.map((f) => (
              <li key={f}>✓ {f}</li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-600">
            Your language: {freeLanguage ? `${freeLanguage.flag} ${freeLanguage.name}` : "not chosen yet"}
          </p>
        </div>
        <div className="relative rounded-2xl border-2 border-brand-600 bg-white p-6 shadow-md">
          <span className="absolute -top-3 right-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
            Most Popular
          </span>
          <h2 className="text-xl font-semibold">Premium</h2>
          <p className="mt-1 text-3xl font-bold">
            $4.99<span className="text-base font-medium text-slate-500">/month</span>
          </p>
          <ul className="mt-4 space-y-2 text-slate-700">
            {PREMIUM_BENEFITS.map((b) => (
              <li key={b}>✓ {b}</li>
            ))}
          </ul>
          <div className="mt-6 space-y-3">
            {status.canStartTrial ? (
              <>
                <button
                  type="button"
                  onClick={() => void startTrial()}
                  disabled={busy}
                  className="w-full rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
                >
                  Start 30-Day Free Trial
                </button>
                <button
                  type="button"
                  onClick={() => void subscribe()}
                  disabled={busy}
                  className="w-full rounded-xl border border-brand-600 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50"
                >
                  Subscribe Now
                </button>
              </>
            ) : (
              <button
                type="button"
                onClick={() => void subscribe()}
                disabled={busy}
                className="w-full rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
              >
                Upgrade to Premium
              </button>
            )}
          </div>
        </div>
      </div>
      <div className="mt-8 text-center">
        <Link to="/" className="text-brand-700 hover:underline">
          Back to Learning
        </Link>
      </div>
    </div>
  );
}
