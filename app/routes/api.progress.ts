import { progressActionSchema } from "../domain/validation";
import { authedDelete, authedGet, authedPost, languageAccess, oneOf } from "../server/guards.server";
import { jsonResponse, parseJsonBody } from "../server/http.server";
import { advanceProgress } from "../server/advance.server";
import { getProgress, resetProgress } from "../server/progress.server";
import { reviewSentence } from "../server/review-grading.server";

export const loader = authedGet(async (args) => {
  const { language } = await languageAccess(args);
  return jsonResponse(await getProgress(args.context.d1, args.user, language, args.context.now));
});

const reset = authedDelete(async (args) => {
  const { context, user } = args;
  const { language } = await languageAccess(args);
  await resetProgress(context.d1, user, language);
  return jsonResponse(await getProgress(context.d1, user, language, context.now));
});

const practise = authedPost(async (args) => {
  const { request, context, user } = args;
  const body = await parseJsonBody(request, progressActionSchema);
  const { language } = await languageAccess(args, body.language);
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

export const action = oneOf(loader, practise, reset);
