import { z } from "zod";
import { LEADERBOARD_LIMIT, MAX_LEADERBOARD_LIMIT } from "../domain/leaderboard";
import { requireLanguageRequest } from "../server/api.server";
import { handleApi, jsonResponse, methodNotAllowed, parseOr400 } from "../server/http.server";
import { getLeaderboard } from "../server/stats.server";
import type { Route } from "./+types/api.leaderboard";

const limitSchema = z.coerce
  .number({ error: `limit must be a whole number from 1 to ${MAX_LEADERBOARD_LIMIT}` })
  .int({ error: `limit must be a whole number from 1 to ${MAX_LEADERBOARD_LIMIT}` })
  .min(1, { error: `limit must be a whole number from 1 to ${MAX_LEADERBOARD_LIMIT}` })
  .max(MAX_LEADERBOARD_LIMIT, { error: `limit must be a whole number from 1 to ${MAX_LEADERBOARD_LIMIT}` });

export const loader = ({ request, context }: Route.LoaderArgs) =>
  handleApi(async () => {
    const { user, language } = await requireLanguageRequest(request, context);
    const raw = new URL(request.url).searchParams.get("limit");
    const limit = raw === null ? LEADERBOARD_LIMIT : parseOr400(limitSchema, raw);
    return jsonResponse(await getLeaderboard(context.replica, user.id, language, limit));
  });

export const action = () => methodNotAllowed(["GET"]);
