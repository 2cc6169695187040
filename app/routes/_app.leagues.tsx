// /leagues (issue 29): this week's league. Read from what the cron wrote (workers/leagues.ts).
import { redirect, useLoaderData } from "react-router";
import { z } from "zod";
import { LeagueScreen } from "../components/leagues/league-screen";
import { formAction } from "../server/form-action.server";
import { learnerLoader, signedIn, type WithLearner } from "../server/guards.server";
import { dismissLastResult, leagueOf } from "../server/league.server";
import type { Route } from "./+types/_app.leagues";

export const meta: Route.MetaFunction = () => [{ title: "Leagues — Piramide" }];

export const loader = learnerLoader(async ({ context, learner }: Route.LoaderArgs & WithLearner) => ({
  league: await leagueOf(context.replica, learner.user.id, context.now),
}));

// "Got it" on last week's result: shown once, then gone.
export const action = formAction({
  who: signedIn(),
  intents: {
    dismiss: {
      schema: z.object({}),
      failure: "Error",
      run: async (_value, { context, learner }) => {
        await dismissLastResult(context.db, learner.user.id, context.now);
        return redirect("/leagues");
      },
    },
  },
});

export default function Leagues() {
  return <LeagueScreen league={useLoaderData<typeof loader>().league} />;
}
