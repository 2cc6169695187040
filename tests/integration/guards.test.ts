// No route can forget its guard: every /api route in the built route table is made by the guard
// module (authed* or public*), the public ones are exactly those declared here, and every signed-in
// one refuses a visitor with 401 before it judges the body. Every page under the signed-in layout
// shows a visitor the logged-out screen (401).
import { describe, expect, it } from "vitest";
import * as build from "../../build/server";
import { API_GUARD, NOT_SIGNED_IN, type ApiGuard } from "../../app/server/guards.server";
import { call } from "./helpers";

// Decided from the spec (section 7 and decisions.md): what a visitor may call.
const PUBLIC_API = [
  "api/audio/:file", // cached audio by an HMAC address; shared caches keep it ("public, immutable")
  "api/forgot-password",
  "api/health",
  "api/login", // GET is the sign-in navigation (and OAuth's start); POST signs in
  "api/login/callback/:provider",
  "api/logout", // clears the cookie even when the session has already ended
  "api/register",
  "api/reset-password",
  "api/stripe/webhook", // authenticated by Stripe's signature
  "api/unlock", // the signed "Was this you?" link mailed to a locked account's owner is the proof
  "api/verify-email", // the token is the proof
].sort();

const SAMPLE_PARAMS: Record<string, string> = {
  file: `${"0".repeat(64)}.mp3`,
  language: "italian",
  languageCode: "it-IT",
  provider: "google",
};

interface BuiltRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: { loader?: unknown; action?: unknown; default?: unknown };
}

const table = build.routes as Record<string, BuiltRoute>;
const routes = Object.values(table);

/** A route's whole path: flat routes nest (api/login/callback/:provider sits under api/login). */
function pathOf(route: BuiltRoute): string {
  const parent = route.parentId ? table[route.parentId] : undefined;
  const own = route.path ?? "";
  if (!parent || parent.id === "root") return own;
  return [pathOf(parent), own].filter(Boolean).join("/");
}

const apiRoutes = routes
  .filter((route) => route.id.startsWith("routes/api."))
  .map((route) => ({ ...route, path: pathOf(route) }));

function guardOf(handler: unknown): ApiGuard | undefined {
  return typeof handler === "function" ? (handler as unknown as Record<symbol, ApiGuard>)[API_GUARD] : undefined;
}

function urlOf(path: string): string {
  return `/${path.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? "x")}`;
}

describe("every /api route has its guard", () => {
  it("finds all 34 routes in the built route table", () => {
    expect(apiRoutes).toHaveLength(34);
  });

  it.each(apiRoutes.map((route) => [route.path!, route] as const))(
    "%s: loader and action are made by the guard module",
    (_path, route) => {
      const loader = guardOf(route.module.loader);
      const action = guardOf(route.module.action);
      expect(loader, "loader").toBeDefined();
      expect(action, "action").toBeDefined();
      expect(action!.access).toBe(loader!.access);
    },
  );

  it("the public routes are exactly the declared ones", () => {
    const open = apiRoutes.filter((route) => guardOf(route.module.loader)?.access === "public").map((route) => route.path!);
    expect(open.sort()).toEqual(PUBLIC_API);
  });

  const authed = apiRoutes
    .filter((route) => guardOf(route.module.loader)?.access === "authed")
    .flatMap((route) => {
      const methods = new Set([...guardOf(route.module.loader)!.methods, ...guardOf(route.module.action)!.methods]);
      return [...methods].map((method) => [method, route.path!] as const);
    });

  it("covers every signed-in method of the 23 signed-in routes", () => {
    expect(new Set(authed.map(([, path]) => path)).size).toBe(23);
  });

  it.each(authed)("%s /%s answers a visitor 401, before judging what was sent", async (method, path) => {
    // A body and a query that would each be a 400 from a signed-in learner.
    const response = await call(`${urlOf(path)}?language=klingon&limit=-1`, {
      method,
      ...(method === "GET" ? {} : { body: "{not json", headers: { "Content-Type": "application/json" } }),
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: NOT_SIGNED_IN });
  });
});

describe("every signed-in page is behind the layout", () => {
  const pages = routes.filter((route) => route.parentId === "routes/_app");

  it("holds the ten signed-in screens", () => {
    expect(pages.map((route) => route.path).sort()).toEqual(
      [
        "achievements",
        "analytics",
        "conversations",
        "language-selection",
        "leagues",
        "profile",
        "progress",
        "review",
        "review/:language",
        "subscription",
      ].sort(),
    );
  });

  it.each(pages.map((route) => [urlOf(pathOf(route))] as const))(
    "%s shows a visitor the logged-out screen (401)",
    async (url) => {
      const page = await call(url);
      expect(page.status).toBe(401);
      const said = url === "/profile" ? "Please log in to view your profile." : "You are logged out. Logging in again...";
      expect(String(page.body)).toContain(said);
    },
  );
});
