import { progressActionSchema } from "../domain/validation";
import { requireLanguageRequest } from "../server/api.server";
import { handleApi, jsonResponse, methodNotAllowed, parseJsonBody } from "../server/http.server";
import { advanceProgress, getProgress, resetProgress, reviewSentence } from "../server/progress.server";
import { requireApiUser } from "../server/request.server";
import type { Route } from "./+types/api.progress";

export const loader = ({ request, context }: Route.LoaderArgs) =>
  handleApi(async () => {
    const { user, language } = await requireLanguageRequest(request, context);
    return jsonResponse(await getProgress(context.d1, user, language, context.now));
  });

export const action = ({ request, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method === "DELETE") {
      const { user, language } = await requireLanguageRequest(request, context);
      await resetProgress(context.d1, user, language);
      return jsonResponse(await getProgress(context.d1, user, language, context.now));
    }
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST", "DELETE"]);
    await requireApiUser(request, context);
    const body = await parseJsonBody(request, progressActionSchema);
    const { user, language } = await requireLanguageRequest(request, context, body.language);
    if (body.action === "advance") {
      const result = await advanceProgress(context.d1, user, language, context.now, {
        count: body.count,
        batchId: body.batchId ?? null,
      });
      // The texts ride along so the learn screen never waits for a second request.
      // Development only: D1's row counts of this advance, read by bench/late-learner.ts.
      const headers: HeadersInit =
        context.config.APP_ENV === "development"
          ? { "X-D1-Rows-Read": String(result.d1Rows.read), "X-D1-Rows-Written": String(result.d1Rows.written) }
          : {};
      return jsonResponse(
        {
          ...result.progress,
          pointsEarned: result.pointsEarned,
          event: result.event,
          steps: result.steps,
          duplicate: result.duplicate,
          ...result.texts,
        },
        { headers },
      );
    }
    return jsonResponse(await reviewSentence(context.d1, user, language, body.sentenceId, body.grade, context.now));
  });
