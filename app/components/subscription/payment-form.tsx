// Stripe's Payment Element for the incomplete subscription's first invoice. Loaded lazily: only a
// learner who is paying downloads Stripe's code.
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { useMemo, useState, type FormEvent } from "react";
import { toast } from "../shell/toast";
import { Button } from "../ui/button";
import { cardClass } from "../ui/card";

function CheckoutForm() {
  const stripe = useStripe();
  const elements = useElements();
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setSubmitting(true);
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/subscription` },
    });
    // Only reached on an immediate error; success redirects to return_url.
    setSubmitting(false);
    if (error)
      toast({
        title: "Payment Failed",
        description: error.message ?? "An error occurred during payment",
        variant: "destructive",
      });
  }

  return (
    <form onSubmit={(e) => void submit(e)} className={cardClass({ shadow: true, className: "mt-6" })}>
      <h2 className="mb-4 text-lg font-semibold">Complete Your Payment</h2>
      <PaymentElement />
      <Button type="submit" size="lg" block disabled={!stripe || submitting} className="mt-6">
        {submitting ? "Processing..." : "Subscribe to Premium"}
      </Button>
    </form>
  );
}

export default function PaymentForm({ publishableKey, clientSecret }: { publishableKey: string; clientSecret: string }) {
  const stripePromise = useMemo<Promise<Stripe | null>>(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ clientSecret }}>
      <CheckoutForm />
    </Elements>
  );
}
