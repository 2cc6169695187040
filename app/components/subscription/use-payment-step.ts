// The payment step, which needs JavaScript: ask the server for the incomplete subscription's client
// secret, then show Stripe's card form. Also says once how a return from Stripe's page went.
import { useEffect, useState } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import { api, ApiError } from "../shell/api-client";
import { toast } from "../shell/toast";
import { useLatest } from "../shell/use-latest";

/** What went wrong, in the spec's order: Stripe's details, the server's message, else a general line. */
function failure(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return "Failed to create subscription";
  const { details, message } = error.body;
  return String(details ?? message ?? "Failed to create subscription");
}

export function usePaymentStep() {
  const revalidator = useRevalidator();
  const [params, setParams] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [clientSecret, setClientSecret] = useState<string | null>(null);

  // Back from Stripe's payment page: said once, then the query string is cleared.
  const redirectStatus = params.get("redirect_status");
  const latest = useLatest({ setParams, revalidator });
  useEffect(() => {
    if (!redirectStatus) return;
    const { setParams, revalidator } = latest.current;
    if (redirectStatus === "succeeded")
      toast({ title: "Payment Successful", description: "Welcome to Premium! Your access is being activated." });
    else toast({ title: "Payment Failed", description: "An error occurred during payment", variant: "destructive" });
    setParams({}, { replace: true });
    revalidator.revalidate();
  }, [redirectStatus, latest]);

  async function subscribe() {
    setBusy(true);
    let description: string;
    try {
      const answer = await api.post<{ clientSecret?: unknown; details?: unknown; message?: unknown }>("/api/create-subscription");
      if (typeof answer.clientSecret === "string") {
        setClientSecret(answer.clientSecret);
        return;
      }
      description = String(answer.details ?? answer.message ?? "No client secret received");
    } catch (error) {
      description = failure(error);
    } finally {
      setBusy(false);
    }
    toast({ title: "Subscription failed", description, variant: "destructive" });
  }

  return { busy, clientSecret, subscribe };
}
