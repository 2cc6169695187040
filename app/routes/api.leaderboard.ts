import { z } from "zod";
import { LEADERBOARD_LIMIT, MAX_LEADERBOARD_LIMIT } from "../domain/leaderboard";
import { authedGet, languageAccess, oneOf } from "../server/guards.server";
import { jsonResponse, parseOr400 } from "../server/http.server";
import { getLeaderboard } from "../server/stats.server";

const limitSchema = z.coerce
  .number({ error: `limit must be a whole number from 1 to ${MAX_LEADERBOARD_LIMIT}` })
  .int({ error: `limit must be a whole number from 1 to ${MAX_LEADERBOARD_LIMIT}` })
  .min(1, { error: `limit must be a whole number from 1 to ${MAX_LEADERBOARD_LIMIT}` })
  .max(MAX_LEADERBOARD_LIMIT, { error: `limit must be a whole number from 1 to ${MAX_LEADERBOARD_LIMIT}` });

export const loader = authedGet(async (args) => {
  const { language } = await languageAccess(args);
  const raw = new URL(args.request.url).searchParams.get("limit");
  const limit = raw === null ? LEADERBOARD_LIMIT : parseOr400(limitSchema, raw);
  return jsonResponse(await getLeaderboard(args.context.replica, args.user.id, language, limit));
});

export const action = oneOf(loader);
