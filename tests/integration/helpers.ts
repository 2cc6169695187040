// Helpers for driving the real Worker (the `default` export of workers/app.ts) from tests, and for
// reaching a learner's Durable Object directly (runInDurableObject).
import {
  createExecutionContext,
  createScheduledController,
  runDurableObjectAlarm,
  runInDurableObject,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { asc, eq } from "drizzle-orm";
import { drizzle as drizzleD1 } from "drizzle-orm/d1";
import { drizzle } from "drizzle-orm/durable-sqlite";
import { vi } from "vitest";
import * as d1Schema from "../../db/schema";
import { applyStatements, conversationUpserts } from "../../db/seed-statements";
import { graduate } from "../../app/learner/fixtures";
import type { Learner } from "../../app/learner/learner";
import * as learnerSchema from "../../app/learner/schema";
import type { LearnerDb } from "../../app/learner/store";
import type { Language } from "../../app/domain/languages";
import app from "../../workers/app";

export const ORIGIN = "https://piramide.test";

export interface Call {
  status: number;
  body: any;
  headers: Headers;
  cookie: string | null;
}

function sessionFrom(headers: Headers): string | null {
  for (const value of headers.getSetCookie()) {
    const match = /^piramide_session=([^;]*)/.exec(value);
    if (match) return match[1] || null;
  }
  return null;
}

function randomAddress(): string {
  const byte = () => Math.floor(Math.random() * 256);
  return `10.${byte()}.${byte()}.${byte()}`;
}

export async function call(
  path: string,
  init: { method?: string; json?: unknown; body?: string; cookie?: string | null; headers?: Record<string, string> } = {},
): Promise<Call> {
  const headers = new Headers(init.headers);
  // Real requests always carry Host; React Router compares it with Origin on form posts.
  headers.set("Host", new URL(ORIGIN).host);
  // Cloudflare puts the caller's address on every real request; each test call comes from an
  // address of its own unless the test names one (or asks for none with an empty value).
  if (!headers.has("CF-Connecting-IP")) headers.set("CF-Connecting-IP", randomAddress());
  else if (headers.get("CF-Connecting-IP") === "") headers.delete("CF-Connecting-IP");
  if (init.cookie) headers.set("Cookie", `piramide_session=${init.cookie}`);
  let body: string | undefined = init.body;
  if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers.set("Content-Type", "application/json");
  }
  const method = init.method ?? (body !== undefined ? "POST" : "GET");
  // Writes come from the site's own pages unless the test names an origin (or none, with an empty value).
  if (method !== "GET" && !headers.has("Origin")) headers.set("Origin", ORIGIN);
  else if (headers.get("Origin") === "") headers.delete("Origin");
  const response = await exports.default.fetch(new Request(`${ORIGIN}${path}`, { method, headers, body, redirect: "manual" }));
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed, headers: response.headers, cookie: sessionFrom(response.headers) };
}

/** Seeds every conversation of db/content (a file starts with the first two only: setup.ts). */
export async function seedAllConversations() {
  await applyStatements(env.DB, conversationUpserts(env.TEST_ALL_CONVERSATIONS));
}

let counter = 0;
export function uniqueEmail(prefix = "learner"): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export async function registerLearner(
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string; timeZone: string }> = {},
) {
  const input = {
    email: uniqueEmail(),
    password: "correct horse",
    firstName: "Ada",
    lastName: "Lovelace",
    ...overrides,
  };
  const response = await call("/api/register", { json: input });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { ...input, user: response.body, cookie: response.cookie! };
}

/** A free learner who has chosen `language`. */
export async function freeLearner(language = "italian") {
  const learner = await registerLearner();
  const chosen = await call("/api/update-free-language", { json: { language }, cookie: learner.cookie });
  if (chosen.status !== 200) throw new Error(`language choice failed: ${chosen.status} ${JSON.stringify(chosen.body)}`);
  return learner;
}

export async function advance(cookie: string, language = "italian", times = 1) {
  let last: Call | undefined;
  for (let i = 0; i < times; i++) {
    last = await call("/api/progress", { json: { language, action: "advance" }, cookie });
    if (last.status !== 200) throw new Error(`advance failed: ${last.status} ${JSON.stringify(last.body)}`);
  }
  return last!;
}

/** A learner's own object (one per account, named by the user id). */
export function learnerOf(userId: number) {
  return env.LEARNER.get(env.LEARNER.idFromName(String(userId)));
}

/** Runs `fn` inside the learner's object, over its own database (Drizzle, the object's schema). */
export async function inLearner<T>(userId: number, fn: (db: LearnerDb) => T): Promise<T> {
  return runInDurableObject(learnerOf(userId), (_instance: Learner, state) =>
    fn(drizzle(state.storage, { schema: learnerSchema })),
  );
}

/** Plain SQL inside the learner's object (column names as stored), for reading and nudging state. */
export async function sqlInLearner<T = Record<string, SqlStorageValue>>(
  userId: number,
  query: string,
  ...params: SqlStorageValue[]
) {
  return runInDurableObject(
    learnerOf(userId),
    (_instance: Learner, state) => state.storage.sql.exec(query, ...params).toArray() as T[],
  );
}

export async function userIdOf(email: string): Promise<number> {
  const user = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email.toLowerCase()).first<{ id: number }>();
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/**
 * Test fixture: puts sentences straight into the learner's review pile (in their object), due now in
 * the given order, as if they had graduated from the pyramid (walking 210 steps over HTTP in every
 * test would be slow).
 */
export async function seedGraduated(email: string, language: string, sentenceIds: number[], now = Date.now()) {
  const userId = await userIdOf(email);
  await inLearner(userId, (db) => graduate(db, language as Language, sentenceIds, now));
  return userId;
}

/** The learner's review log in a language, oldest first. */
export async function reviewLogOf(userId: number, language = "italian") {
  return inLearner(userId, (db) =>
    db
      .select()
      .from(learnerSchema.reviewLog)
      .where(eq(learnerSchema.reviewLog.language, language))
      .orderBy(asc(learnerSchema.reviewLog.id))
      .all(),
  );
}

/** A request scope at `now` for calling server modules directly (the load context's learner and replica parts). */
export function scopeAt(now: number) {
  return { learnerOf, replica: drizzleD1(env.DB, { schema: d1Schema }), now };
}

/** Writes the learner's pending summaries to D1 now (the alarm's work), as the alarm would. */
export async function flushSummaries(userId: number): Promise<void> {
  await runDurableObjectAlarm(learnerOf(userId));
}

interface MailedEmail {
  to: string;
  subject: string;
  text: string;
}

/** The mails the e-mail API double received for `address` (newest last), optionally by subject. */
export async function mailsTo(address: string, subject?: RegExp): Promise<MailedEmail[]> {
  const all = (await (await fetch(`${env.EMAIL_API_URL}/__sent`)).json()) as MailedEmail[];
  return all.filter((m) => m.to === address.toLowerCase() && (!subject || subject.test(m.subject)));
}

/** The token of the newest confirmation link mailed to `address`. */
export async function confirmationToken(address: string): Promise<string> {
  const mails = await mailsTo(address, /Confirm your e-mail/);
  const match = /verify-email\?token=([a-z2-7]+)/.exec(mails.at(-1)?.text ?? "");
  if (!match) throw new Error(`no confirmation mail for ${address}`);
  return match[1]!;
}

/** Opens the mailed confirmation link the way the page's button does (POST /api/verify-email). */
export async function confirmEmail(address: string) {
  return call("/api/verify-email", { json: { token: await confirmationToken(address) } });
}

/**
 * Starts the 30-day trial the way a learner does: a trial needs a confirmed address (decisions.md),
 * so the mailed link is opened first.
 */
export async function startTrial(learner: { email: string; cookie: string }) {
  const confirmed = await confirmEmail(learner.email);
  if (confirmed.status !== 200) throw new Error(`confirming failed: ${confirmed.status}`);
  const started = await call("/api/start-trial", { method: "POST", cookie: learner.cookie });
  if (started.status !== 200) throw new Error(`start-trial failed: ${started.status} ${JSON.stringify(started.body)}`);
  return started;
}

/** The admin: ADMIN_EMAIL registered and proven (decisions.md: an unproven address grants nothing). */
export async function registerAdmin() {
  const admin = await registerLearner({ email: "admin@piramide.test" });
  const confirmed = await confirmEmail(admin.email);
  if (confirmed.status !== 200) throw new Error(`confirming the admin failed: ${confirmed.status}`);
  return admin;
}

/** Runs the Worker's cron (leaderboard, housekeeping) as the scheduler would at `at`, without its log. */
export async function runCron(at = Date.now()) {
  const worker = app as Required<Pick<ExportedHandler<Env>, "scheduled">>;
  vi.spyOn(console, "log").mockImplementation(() => {});
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: "*/10 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
  vi.restoreAllMocks();
}
