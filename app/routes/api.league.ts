// GET /api/league: the learner's group this week, their tier and last week's result (issue 29).
import { authedGet, oneOf } from "../server/guards.server";
import { jsonResponse } from "../server/http.server";
import { leagueAnswer, leagueOf } from "../server/league.server";

export const loader = authedGet(async ({ context, user }) =>
  jsonResponse(leagueAnswer(await leagueOf(context.replica, user.id, context.now))),
);

export const action = oneOf(loader);
