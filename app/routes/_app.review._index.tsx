import { redirect } from "react-router";
import { learnerLoader, type WithLearner } from "../server/guards.server";
import type { Route } from "./+types/_app.review._index";

export const meta: Route.MetaFunction = () => [{ title: "Review — Piramide" }];

// '/review' reviews the language being practised.
export const loader = learnerLoader(({ learner }: Route.LoaderArgs & WithLearner) => {
  throw redirect(`/review/${learner.shell.language}`);
});

// Drawn only for a visitor, by the layout (the logged-out screen): a learner is redirected.
export default function ReviewIndex() {
  return null;
}
