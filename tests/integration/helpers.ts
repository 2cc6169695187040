// Helpers for driving the real Worker (the `default` export of workers/app.ts) from tests.
import { exports } from "cloudflare:workers";

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

export async function call(
  path: string,
  init: { method?: string; json?: unknown; body?: string; cookie?: string | null; headers?: Record<string, string> } = {},
): Promise<Call> {
  const headers = new Headers(init.headers);
  // Real requests always carry Host; Remix compares it with Origin on form posts.
  headers.set("Host", new URL(ORIGIN).host);
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

let counter = 0;
export function uniqueEmail(prefix = "learner"): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export async function registerLearner(overrides: Partial<{ email: string; password: string; firstName: string; lastName: string; timeZone: string }> = {}) {
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
