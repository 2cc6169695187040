// Small helpers shared by the JSON API routes: one shape for errors ({message}) and one way to read
// a body, so that every route answers bad input the same way and writes nothing.
import type { z } from "zod";
import { firstMessageOf } from "../domain/validation";

export const MAX_JSON_BODY_BYTES = 16 * 1024;

export function jsonResponse(data: unknown, init: number | ResponseInit = 200): Response {
  const base: ResponseInit = typeof init === "number" ? { status: init } : init;
  const headers = new Headers(base.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(data), { ...base, headers });
}

export function errorResponse(status: number, message: string, extra?: Record<string, unknown>): Response {
  return jsonResponse({ message, ...extra }, status);
}

/** Thrown by route helpers and turned into a JSON answer by `handleApi`. */
export class HttpError extends Error {
  constructor(
    public status: number,
    message: string,
    public headers?: HeadersInit,
    /** Extra fields of the JSON answer, beside `message` (e.g. `details`). */
    public extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export async function readJsonBody(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_JSON_BODY_BYTES) throw new HttpError(413, "The request body is too large.");
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > MAX_JSON_BODY_BYTES) {
    throw new HttpError(413, "The request body is too large.");
  }
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.");
  }
}

export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const body = await readJsonBody(request);
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new HttpError(400, "The request body must be a JSON object.");
  }
  return parseOr400(schema, body);
}

export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, firstMessageOf(parsed.error));
  return parsed.data;
}

/** Wraps a resource route so thrown HttpErrors become `{message}` answers and nothing else leaks. */
export async function handleApi(fn: () => Promise<Response>): Promise<Response> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof HttpError) {
      return jsonResponse({ message: error.message, ...error.extra }, { status: error.status, headers: error.headers });
    }
    if (error instanceof Response) return error;
    console.error("Unhandled API error", error);
    return errorResponse(500, "Something went wrong on our side. Please try again.");
  }
}

export function methodNotAllowed(allowed: string[]): Response {
  return jsonResponse(
    { message: `Method not allowed. Use ${allowed.join(" or ")}.` },
    { status: 405, headers: { Allow: allowed.join(", ") } },
  );
}
