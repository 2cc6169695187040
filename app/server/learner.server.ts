// The Worker's side of the Learner Durable Object (app/learner/): the stub of a learner's object and
// the one place an object's refusal becomes an HTTP error. Types only from app/learner, so the
// object's code never enters the page bundle.
import type { Learner } from "../learner/learner";
import type { Outcome } from "../learner/types";
import { HttpError } from "./http.server";

export type LearnerStub = DurableObjectStub<Learner>;

/** The learner's own object: one per account, named by the user id. */
export function learnerStub(namespace: DurableObjectNamespace<Learner>, userId: number): LearnerStub {
  return namespace.get(namespace.idFromName(String(userId)));
}

/** The value of an object's answer, or its refusal as the HTTP error the API answers with. */
export function settle<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) {
    const wait = outcome.retryAfterSeconds;
    if (wait === undefined) throw new HttpError(outcome.status, outcome.message);
    throw new HttpError(outcome.status, outcome.message, { "Retry-After": String(wait) }, { retryAfterSeconds: wait });
  }
  return outcome.value;
}
