// Milestones of a Continue said out loud on the learn screen (issue #18): the sentence it added (a
// status line that stays until the next Continue, not a toast, so the toast queue is not flooded) and
// a graduation with its points (a toast at once, ahead of any waiting: urgent in the toast queue,
// from the pyramid rule the server applies too).
import { useCallback, useState } from "react";
import { graduationText, stepNews } from "../../domain/milestones";
import type { PyramidStep } from "../../domain/pyramid";
import { toast } from "../shell/toast";
import type { Texts } from "./use-practice";

export function useMilestones() {
  const [added, setAdded] = useState<string | null>(null);
  const onStep = useCallback((step: PyramidStep, texts: Texts) => {
    const news = stepNews(step, texts);
    setAdded(news.added?.text ?? null);
    if (news.graduated) toast({ title: "Sentence graduated!", description: graduationText(news.graduated), urgent: true });
  }, []);
  return { added, onStep };
}
