// The browser's one way to call the app's JSON API (/api/*). It sends the session cookie and a JSON
// body, and the browser adds the Origin and Sec-Fetch-Site headers the server's cross-site guard
// reads (app/server/csrf.server.ts). Every failure comes back as one error type: a refusal carries the
// server's status and its message ({"message": "..."}), a lost connection has status 0. ESLint allows
// `fetch` in app/components only in this file.

export class ApiError extends Error {
  constructor(
    /** The server's status, or 0 when no answer came (offline, a dropped connection). */
    readonly status: number,
    message: string,
    /** The answer's JSON body, for the rare caller that needs a field beside `message`. */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** No answer, or the server failed: worth trying again later, unlike a refusal (4xx). */
  get retryable(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

export interface ApiOptions {
  /** Lets the request finish after the page is gone (the practice outbox on pagehide). */
  keepalive?: boolean;
  signal?: AbortSignal;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  if (text.trim() === "") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

async function request<T>(method: "GET" | "POST" | "DELETE", path: string, body: unknown, options: ApiOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "include",
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      keepalive: options.keepalive,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "No connection: check your network and try again.");
  }
  const answer = await readBody(response);
  if (!response.ok) {
    const fields = record(answer);
    // The server says what is wrong in `message` (the synthesizer also in `error`); else the spec's
    // generic 'status: text'.
    const said = typeof fields.message === "string" ? fields.message : typeof fields.error === "string" ? fields.error : "";
    const text = typeof answer === "string" ? answer : response.statusText;
    throw new ApiError(response.status, said || `${response.status}: ${text}`, fields);
  }
  return answer as T;
}

/** A query string from defined values only. */
export function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
}

export const api = {
  get: <T>(path: string, options: ApiOptions = {}) => request<T>("GET", path, undefined, options),
  post: <T>(path: string, body: unknown = {}, options: ApiOptions = {}) => request<T>("POST", path, body, options),
  delete: <T>(path: string, body?: unknown, options: ApiOptions = {}) => request<T>("DELETE", path, body, options),
};
