// /subscription (spec section 2 "Subscription screen"): premium, trial, free, the payment step, and
// the canceling notice. Trial, cancelling and the free language are form posts handled in
// server/subscription-form.server.ts; paying goes through /api/create-subscription and Stripe.
import { data, redirect, useLoaderData } from "react-router";
import { Screen } from "../components/shell/screen";
import { SubscriptionView } from "../components/subscription/subscription-view";
import { signedOutData } from "../server/screen.server";
import { guardScreen } from "../server/shell.server";
import { subscriptionFormAction, subscriptionPageData } from "../server/subscription-form.server";
import type { Route } from "./+types/subscription";

export const meta: Route.MetaFunction = () => [{ title: "Subscription — Piramide" }];

// Open to a free learner who has not chosen a language yet: upgrading is one way forward.
export async function loader({ request, context }: Route.LoaderArgs) {
  const guarded = await guardScreen(request, context, { allowWithoutLanguage: true });
  if (guarded.kind === "signed-out") return signedOutData();
  return data(await subscriptionPageData(guarded));
}

export async function action({ request, context }: Route.ActionArgs) {
  const guarded = await guardScreen(request, context, { allowWithoutLanguage: true });
  if (guarded.kind === "signed-out") return redirect("/auth");
  return subscriptionFormAction(request, guarded);
}

export default function SubscriptionScreen() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.signedOut) return <Screen signedOut>{() => null}</Screen>;
  return <Screen>{() => <SubscriptionView {...loaded} />}</Screen>;
}
