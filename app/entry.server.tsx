import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { NonceProvider } from "./components/shell/nonce";
import { authenticate } from "./server/guards.server";
import { applyDocumentHeaders, applyLearnerHeaders } from "./server/security-headers.server";
import { turnstileSiteKey } from "./server/turnstile.server";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  let status = responseStatusCode;
  const nonce = loadContext.cspNonce;
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: request.signal,
      onError(error: unknown) {
        console.error(error);
        status = 500;
      },
    },
  );
  // Bots and no-JS clients get the whole document at once.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  applyDocumentHeaders(responseHeaders, request, nonce, { turnstile: turnstileSiteKey(loadContext.config) !== null });
  // The loaders have asked already (memoised per request): no second read.
  const auth = await authenticate(request, loadContext).catch(() => null);
  applyLearnerHeaders(
    responseHeaders,
    new URL(request.url),
    auth && { id: auth.user.id, expiresAt: auth.expiresAt },
    loadContext.now,
  );
  return new Response(body, { headers: responseHeaders, status });
}
