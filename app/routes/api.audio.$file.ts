// Cached audio by key, for the browser's and Cloudflare's caches: immutable, with an ETag. Public: the
// key is an HMAC of the text and voice (audio.server.ts), so only those given the address can ask.
import { AUDIO_CACHE_CONTROL, objectName } from "../server/audio.server";
import { oneOf, publicGet } from "../server/guards.server";
import { errorResponse } from "../server/http.server";

export const loader = publicGet(async ({ params, request, context }) => {
  const match = /^([a-f0-9]{64})\.mp3$/.exec(params.file ?? "");
  if (!match) return errorResponse(404, "No such audio.");
  const object = await context.env.AUDIO.get(objectName(match[1]!), {
    onlyIf: request.headers,
  });
  if (!object) return errorResponse(404, "No such audio.");
  const headers = new Headers({
    "Content-Type": object.httpMetadata?.contentType ?? "audio/mpeg",
    "Cache-Control": AUDIO_CACHE_CONTROL,
    ETag: object.httpEtag,
  });
  // With If-None-Match matching, R2 returns the object without a body: answer 304.
  if (!("body" in object) || !object.body) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { headers });
});

export const action = oneOf(loader);
