import { progressActionSchema } from "../domain/api-schemas";
import { advanceProgress } from "../server/advance.server";
import { authedDelete, authedGet, authedPost, languageAccess, oneOf } from "../server/guards.server";
import { jsonResponse, parseJsonBody } from "../server/http.server";
import { getProgress, resetProgress } from "../server/progress.server";
import { gradeCard } from "../server/review.server";

export const loader = authedGet(async (args) => {
  const { language } = await languageAccess(args);
  return jsonResponse(await getProgress(args.context, args.user, language));
});

const reset = authedDelete(async (args) => {
  const { context, user } = args;
  const { language } = await languageAccess(args);
  await resetProgress(context, user, language);
  return jsonResponse(await getProgress(context, user, language));
});

const practise = authedPost(async (args) => {
  const { request, context, user } = args;
  const body = await parseJsonBody(request, progressActionSchema);
  const { language } = await languageAccess(args, body.language);
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

export const action = oneOf(loader, practise, reset);
