import { progressActionSchema } from "../domain/validation";
import { advanceProgress } from "../server/advance.server";
import { requireLanguageRequest } from "../server/api.server";
import { handleApi, jsonResponse, methodNotAllowed, parseJsonBody } from "../server/http.server";
import { getProgress, resetProgress } from "../server/progress.server";
import { requireApiUser } from "../server/request.server";
import { gradeCard } from "../server/review.server";
import type { Route } from "./+types/api.progress";

export const loader = ({ request, context }: Route.LoaderArgs) =>
  handleApi(async () => {
    const { user, language } = await requireLanguageRequest(request, context);
    return jsonResponse(await getProgress(context, user, language));
  });

export const action = ({ request, context }: Route.ActionArgs) =>
  handleApi(async () => {
    if (request.method === "DELETE") {
      const { user, language } = await requireLanguageRequest(request, context);
      await resetProgress(context, user, language);
      return jsonResponse(await getProgress(context, user, language));
    }
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST", "DELETE"]);
    await requireApiUser(request, context);
    const body = await parseJsonBody(request, progressActionSchema);
    const { user, language } = await requireLanguageRequest(request, context, body.language);
    if (body.action === "advance") {
      const result = await advanceProgress(context, user, language, { count: body.count, batchId: body.batchId ?? null });
      // The texts ride along so the learn screen never waits for a second request.
      return jsonResponse({
        ...result.progress,
        pointsEarned: result.pointsEarned,
        event: result.event,
        steps: result.steps,
        duplicate: result.duplicate,
        ...result.texts,
      });
    }
    // A grade answers the graded card, the new counts and the header numbers: never the whole schedule.
    return jsonResponse(
      await gradeCard(context, user, language, { sentenceId: body.sentenceId, grade: body.grade, gradeId: body.gradeId ?? null }),
    );
  });
