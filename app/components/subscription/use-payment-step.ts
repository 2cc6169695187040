// The payment step, which needs JavaScript: ask the server for the incomplete subscription's client
// secret, then show Stripe's card form. Also says once how a return from Stripe's page went.
import { useEffect, useState } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import { useToast } from "../shell/toast";
import { useLatest } from "../shell/use-latest";

async function post(path: string): Promise<{ ok: boolean; body: Record<string, unknown> }> {
  const response = await fetch(path, { method: "POST", credentials: "include" });
  let body: Record<string, unknown> = {};
  try {
    body = await response.json();
  } catch {
    // not JSON: the message below says what failed
  }
  return { ok: response.ok, body };
}

export function usePaymentStep() {
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

  return { busy, clientSecret, subscribe };
}
