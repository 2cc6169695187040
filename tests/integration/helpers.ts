// Helpers for driving the real Worker (the `default` export of workers/app.ts) from tests.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env as workerEnv, exports } from "cloudflare:workers";
import { vi } from "vitest";
import app from "../../workers/app";
import { applyStatements, conversationUpserts } from "../../db/seed-statements";

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
  if (method !== "GET" && !headers.has("Origin")) headers.set("Origin", ORIGIN);
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
  const { env } = await import("cloudflare:workers");
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

/**
 * Test fixture: puts sentence `sentenceId` straight into the learner's review pile, due now, as if
 * it had graduated from the pyramid (walking 210 steps over HTTP in every test would be slow).
 */
export async function seedGraduated(email: string, language: string, sentenceIds: number[], now = Date.now()) {
  const { env } = await import("cloudflare:workers");
  const user = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: number }>();
  const next = Math.max(...sentenceIds) + 1;
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO progress (user_id, language, current_sequence, current_position, points, streak, repetition_counts,
         review_pile, graduated_count, highest_sentence_id, total_repetitions, revision, created_at, updated_at)
       VALUES (?, ?, ?, 0, 500, 0, ?, '[]', ?, ?, ?, 'fixture', ?, ?)
       ON CONFLICT(user_id, language) DO UPDATE SET graduated_count = excluded.graduated_count, revision = 'fixture-2'`,
    ).bind(
      user!.id,
      language,
      JSON.stringify([next]),
      JSON.stringify({}),
      sentenceIds.length,
      next,
      sentenceIds.length * 20,
      now,
      now,
    ),
    ...sentenceIds.map((id, i) =>
      env.DB.prepare(
        "INSERT INTO review_items (user_id, language, sentence_id, next_review, interval, ease_factor) VALUES (?, ?, ?, ?, 1, 2.5)",
      ).bind(user!.id, language, id, now - (sentenceIds.length - i) * 1000),
    ),
  ]);
  return user!.id;
}

interface MailedEmail {
  to: string;
  subject: string;
  text: string;
}

/** The mails the e-mail API double received for `address` (newest last), optionally by subject. */
export async function mailsTo(address: string, subject?: RegExp): Promise<MailedEmail[]> {
  const { env } = await import("cloudflare:workers");
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
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: "*/10 * * * *" }), workerEnv, ctx);
  await waitOnExecutionContext(ctx);
  vi.restoreAllMocks();
}
