// /subscription (spec section 2 "Subscription screen"): premium, trial, free, the payment step, and
// the canceling notice. Trial, cancelling and the free language are form posts handled in
// server/subscription-form.server.ts; paying goes through /api/create-subscription and Stripe.
import { useLoaderData } from "react-router";
import { SubscriptionView } from "../components/subscription/subscription-view";
import { learnerLoader, type WithLearner } from "../server/guards.server";
import { subscriptionFormAction, subscriptionPageData } from "../server/subscription-form.server";
import type { Route } from "./+types/_app.subscription";

export const meta: Route.MetaFunction = () => [{ title: "Subscription — Piramide" }];

// Open to a free learner who has not chosen a language yet: upgrading is one way forward.
export const loader = learnerLoader(
  ({ context, learner }: Route.LoaderArgs & WithLearner) => subscriptionPageData(context, learner),
  { allowWithoutLanguage: true },
);

export const action = subscriptionFormAction;

export default function SubscriptionScreen() {
  return <SubscriptionView {...useLoaderData<typeof loader>()} />;
}
