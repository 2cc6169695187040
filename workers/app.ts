// The Worker entry: fetch (React Router), scheduled (leaderboard and leagues cron, reminders and housekeeping) and queue
// (Stripe events); and the Learner Durable Object class.
import { createRequestHandler, type ServerBuild } from "react-router";
// The React Router server build; `npm run build` writes it before wrangler bundles this file.
import * as build from "../build/server";
import { getLoadContext, getServiceContext } from "../load-context";
import { crossSiteRefusal, isCrossSiteWrite } from "../app/server/csrf.server";
import { applyAnswerHeaders } from "../app/server/security-headers.server";
import { warnIfEmailUnconfigured } from "../app/server/email.server";
import { getConfig } from "../app/server/env.server";
import { sendDueReminders } from "../app/server/reminders.server";
import { housekeeping } from "./housekeeping";
import { opsRoute } from "./ops-routes";
import { recomputeLeaderboards } from "./leaderboard";
import { runLeagues } from "./leagues";
import { processStripeEventBatch, type StripeEventMessage } from "./stripe-events";

// The Learner Durable Object class must be exported by the Worker that binds it (wrangler.toml).
export { Learner } from "../app/learner/learner";

const handleRequest = createRequestHandler(build as unknown as ServerBuild);

// A close of 100,000 learners takes seconds; a far larger one stops after this long and the next run
// (10 minutes later) resumes it. Date.now() moves with the I/O the close waits on.
const LEAGUE_CLOSE_BUDGET_MS = 60_000;
function leagueBudget() {
  const started = Date.now();
  return { shouldStop: () => Date.now() - started > LEAGUE_CLOSE_BUDGET_MS };
}

export default {
  async fetch(request, env, ctx) {
    if (isCrossSiteWrite(request)) return crossSiteRefusal();
    const context = getLoadContext({ request, context: { cloudflare: { env, ctx } } });
    // An operator who deployed without a mail key hears it at the first request, once.
    warnIfEmailUnconfigured(context.config);
    return (await opsRoute(request, context)) ?? applyAnswerHeaders(request, await handleRequest(request, context));
  },

  async scheduled(controller, env, ctx) {
    const { db } = getServiceContext(env);
    ctx.waitUntil(recomputeLeaderboards(db, controller.scheduledTime));
    ctx.waitUntil(runLeagues(db, controller.scheduledTime, leagueBudget()));
    ctx.waitUntil(housekeeping(db, controller.scheduledTime));
    // Every run (every 10 minutes): a reminder goes out within 10 minutes of the learner's hour.
    ctx.waitUntil(sendDueReminders(db, getConfig(env), controller.scheduledTime));
  },

  async queue(batch, env) {
    await processStripeEventBatch(batch, getServiceContext(env).db);
  },
} satisfies ExportedHandler<Env, StripeEventMessage>;
