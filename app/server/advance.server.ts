// Practice: Continues applied in the learner's object (one writer, idempotent by batch id), then the
// texts the learn screen lacks read from content (a replica will do): only the sentences the batch
// added and the next unused ones, so a Continue costs the same on day 1 and on day 500.
import type { User } from "../../db/schema";
import type { Language } from "../domain/languages";
import type { LessonTexts } from "../domain/progress-view";
import type { AdvanceResult as LearnerAdvance } from "../learner/types";
import { settle } from "./learner.server";
import type { RequestScope } from "./request.server";
import { lessonTexts } from "./sentences.server";

export interface AdvanceRequest {
  /** Continues to apply (1 by default): practice sent in batches. */
  count?: number;
  /** The client's idempotency key for this batch: a retried batch is applied once. */
  batchId?: string | null;
}

export interface AdvanceResult extends Omit<LearnerAdvance, "addedIds"> {
  texts: LessonTexts;
}

export async function advanceProgress(
  scope: Pick<RequestScope, "learnerOf" | "replica" | "now">,
  user: User,
  language: Language,
  request: AdvanceRequest = {},
): Promise<AdvanceResult> {
  const { addedIds, ...result } = settle(
    await scope.learnerOf(user.id).advance({
      language,
      now: scope.now,
      timeZone: user.timeZone,
      count: request.count ?? 1,
      // A batch id names a batch of one language: the same id sent for another language is another batch.
      batchId: request.batchId == null ? null : `${language}:${request.batchId}`,
    }),
  );
  // A replayed batch adds nothing: the screen has its texts, and gets the sequence's again to be sure.
  const ids = result.duplicate ? result.progress.currentSequence : addedIds;
  const texts = await lessonTexts(scope.replica, language, ids, result.progress.highestSentenceId);
  return { ...result, texts };
}
