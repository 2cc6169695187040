// What Remix loaders and actions receive as `context`: the Worker's bindings and execution context.
import type { AppLoadContext } from "@remix-run/cloudflare";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: {
      env: Env;
      ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
    };
  }
}

type GetLoadContext = (args: {
  request: Request;
  context: { cloudflare: AppLoadContext["cloudflare"] };
}) => AppLoadContext;

export const getLoadContext: GetLoadContext = ({ context }) => ({ cloudflare: context.cloudflare });
