import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiError, query } from "./api-client";

function answer(status: number, body: unknown, statusText = "") {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return new Response(text, { status, statusText, headers: { "Content-Type": "application/json" } });
}

function serve(response: Response | Error) {
  const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("api client", () => {
  it("posts JSON with the session cookie and returns the typed answer", async () => {
    const fetchMock = serve(answer(200, { points: 12 }));
    const result = await api.post<{ points: number }>("/api/progress", { language: "italian" }, { keepalive: true });
    expect(result.points).toBe(12);
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe("/api/progress");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("include");
    expect(init?.keepalive).toBe(true);
    expect(init?.body).toBe('{"language":"italian"}');
    expect((init?.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("sends no body (and no JSON content type) on a GET or DELETE", async () => {
    const fetchMock = serve(answer(200, []));
    await api.delete("/api/progress?language=italian");
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe("DELETE");
    expect(init?.body).toBeUndefined();
    expect((init?.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
  });

  it("turns a refusal into an ApiError with the server's status and message", async () => {
    serve(answer(429, { message: "Slow down: practice is refilled at 4 steps a second." }));
    const error = await api.post("/api/progress", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).message).toBe("Slow down: practice is refilled at 4 steps a second.");
    expect((error as ApiError).retryable).toBe(false);
  });

  it("keeps the answer's other fields (Stripe's details) on the error", async () => {
    serve(answer(400, { message: "Card declined", details: "Your card has insufficient funds." }));
    const error = (await api.post("/api/create-subscription").catch((e: unknown) => e)) as ApiError;
    expect(error.body.details).toBe("Your card has insufficient funds.");
  });

  it("says 'status: text' when the server gave no message, and marks a server failure retryable", async () => {
    serve(answer(503, "", "Service Unavailable"));
    const error = (await api.get("/api/leaderboard").catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("503: Service Unavailable");
    expect(error.retryable).toBe(true);
  });

  it("reports a lost connection as status 0, retryable", async () => {
    serve(new TypeError("Failed to fetch"));
    const error = (await api.post("/api/progress", {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.retryable).toBe(true);
  });

  it("builds a query string from the values that are there", () => {
    expect(query({ language: "italian", limit: 10, level: undefined })).toBe("?language=italian&limit=10");
    expect(query({})).toBe("");
  });
});
