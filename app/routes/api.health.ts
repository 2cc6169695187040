// A liveness probe for operators and the benchmark's baseline: touches no binding.
import { oneOf, publicGet } from "../server/guards.server";
import { jsonResponse } from "../server/http.server";

export const loader = publicGet(() => jsonResponse({ ok: true }));

export const action = oneOf(loader);
