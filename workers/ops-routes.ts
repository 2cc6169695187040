// Two doors that are not part of the product, answered before React Router and each closed (404,
// as if absent) unless its secret is configured and presented:
// - POST /__ops/learners/migrate (Authorization: Bearer LEARNERS_MIGRATE_TOKEN): moves a batch of
//   learners out of the old D1 tables into their objects; `npm run learners:migrate` calls it in a
//   loop. A wrangler secret in production, set for the move and deleted after the cut-over.
// - POST /__dev/learner (X-Dev-Fixture-Secret: DEV_FIXTURE_SECRET): development fixtures of a
//   learner's object for the browser tests and benchmarks. Also requires APP_ENV=development, and
//   the object itself refuses fixtures anywhere else, so a leaked secret opens nothing in production.
import { asc, gt, sql } from "drizzle-orm";
import { union } from "drizzle-orm/sqlite-core";
import type { AppLoadContext } from "react-router";
import { z } from "zod";
import * as schema from "../db/schema";
import { isLanguage } from "../app/domain/languages";
import type { FixtureRequest } from "../app/learner/fixtures";
import { hashToken, sameHex } from "../app/server/crypto.server";

const notFound = () => new Response("Not Found", { status: 404 });

function json(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(data), { status, headers: { "Content-Type": "application/json; charset=utf-8" } });
}

/** The presented secret against the configured one, in constant time (hashes of equal length). */
function holds(presented: string | null, secret: string | undefined): boolean {
  return !!secret && secret.length >= 16 && presented !== null && sameHex(hashToken(presented), hashToken(secret));
}

export async function opsRoute(request: Request, context: AppLoadContext): Promise<Response | null> {
  const { pathname } = new URL(request.url);
  if (pathname === "/__ops/learners/migrate") return migrateLearners(request, context);
  if (pathname === "/__dev/learner") return devFixture(request, context);
  return null;
}

const migrateBody = z.object({
  after: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(100).default(25),
});

/**
 * The next `limit` learners (by user id, above `after`) who still have rows in any old table, each
 * moved by their own object (which deletes the rows once its copy is safe). Resumable: run again with
 * the returned `next`, or from 0: moved learners have nothing left to find.
 */
async function migrateLearners(request: Request, context: AppLoadContext): Promise<Response> {
  const bearer = request.headers.get("Authorization")?.replace(/^Bearer /, "") ?? null;
  if (request.method !== "POST" || !holds(bearer, context.config.LEARNERS_MIGRATE_TOKEN)) return notFound();
  const parsed = migrateBody.safeParse(await request.json().catch(() => ({})));
  if (!parsed.success) return json({ message: "Send {after, limit}: whole numbers, limit 1 to 100." }, 400);
  const { after, limit } = parsed.data;
  const { progress, reviewItems, reviewLog, practiceBatches, practiceDays, conversationProgress } = schema;
  const { db } = context;
  const above = gt(sql`user_id`, after);
  const byId = asc(sql`user_id`);
  // D1 allows at most five terms in a compound SELECT: two unions, merged here.
  const found = await db.batch([
    union(
      db.select({ userId: progress.userId }).from(progress).where(above),
      db.select({ userId: reviewItems.userId }).from(reviewItems).where(above),
      db.select({ userId: reviewLog.userId }).from(reviewLog).where(above),
    )
      .orderBy(byId)
      .limit(limit),
    union(
      db.select({ userId: practiceBatches.userId }).from(practiceBatches).where(above),
      db.select({ userId: practiceDays.userId }).from(practiceDays).where(above),
      db.select({ userId: conversationProgress.userId }).from(conversationProgress).where(above),
    )
      .orderBy(byId)
      .limit(limit),
  ]);
  const rows = [...new Set(found.flat().map((r) => r.userId))]
    .sort((a, b) => a - b)
    .slice(0, limit)
    .map((userId) => ({ userId }));
  const moved = [];
  for (const { userId } of rows) {
    moved.push({ userId, moved: await context.learnerOf(userId).migrateLegacy() });
  }
  return json({ moved, next: rows.length === limit ? rows.at(-1)!.userId : null });
}

const fixtureBody = z.object({ email: z.string().email(), fixture: z.record(z.string(), z.unknown()) });

async function devFixture(request: Request, context: AppLoadContext): Promise<Response> {
  const { config } = context;
  if (
    request.method !== "POST" ||
    config.APP_ENV !== "development" ||
    !holds(request.headers.get("X-Dev-Fixture-Secret"), config.DEV_FIXTURE_SECRET)
  ) {
    return notFound();
  }
  const parsed = fixtureBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success || !isLanguage(parsed.data.fixture.language)) {
    return json({ message: "Send {email, fixture: {kind, language, ...}}." }, 400);
  }
  const user = await context.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, parsed.data.email.toLowerCase()) });
  if (!user) return json({ message: `No account for ${parsed.data.email}.` }, 404);
  const stub = context.learnerOf(user.id);
  const fixture = parsed.data.fixture as unknown as FixtureRequest | { kind: "stats"; language: string };
  if (fixture.kind === "stats") return json(await stub.storageStats());
  return json(await stub.fixture(fixture));
}
