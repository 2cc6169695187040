// What every review form shares: where it posts, and the session tally it carries, so Show Answer
// and the grades work as plain form posts before JavaScript loads (app/domain/review-session.ts).
import type { Language } from "../../domain/languages";
import { tallySearch, type SessionTally } from "../../domain/review-session";

/** The session's own address: the page a form post comes back to. */
export function sessionHref(language: Language, tally: SessionTally): string {
  return `/review/${language}${tallySearch(tally)}`;
}

export function TallyFields({ tally }: { tally: SessionTally }) {
  return (
    <>
      {tally.again.length > 0 && <input type="hidden" name="again" value={tally.again.join(",")} />}
      {tally.reviewed > 0 && <input type="hidden" name="reviewed" value={tally.reviewed} />}
      {tally.repeated > 0 && <input type="hidden" name="repeated" value={tally.repeated} />}
    </>
  );
}
