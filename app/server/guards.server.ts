// The one guard module. Who is asking is read once per request (memoised on the request's load
// context, which getLoadContext builds per request); then:
// - every /api route is made by authedGet / authedPost / authedDelete, or publicGet / publicPost for
//   the few a visitor may call, so a signed-out call answers 401 before any body is judged;
// - every signed-in page sits under the pathless `_app` layout route, whose loader (signedInLayout)
//   and each page's `learnerLoader` answer a visitor with the logged-out screen (401);
// - every page form goes through formAction (form-action.server.ts) with `signedIn` or `anyone`.
import { data, redirect, type AppLoadContext, type Params } from "react-router";
import type { User } from "../../db/schema";
import { needsLanguageChoice } from "../domain/access";
import type { Language } from "../domain/languages";
import { languageQuerySchema } from "../domain/api-schemas";
import { SIGNED_OUT, type ShellData, type SignedOut } from "../domain/views";
import { handleApi, HttpError, methodNotAllowed, parseOr400 } from "./http.server";
import { requireLanguageAccess } from "./progress.server";
import { readSessionToken, SESSION_COOKIE, sessionCookie, validateSessionToken } from "./session.server";
import { buildShell } from "./shell.server";
import { primeSubscription } from "./subscription.server";

export const NOT_SIGNED_IN = "You are not signed in. Please sign in and try again.";

export interface Auth {
  user: User;
  /** Set when the session's expiry slid forward and the cookie must follow. */
  setCookie: string | null;
  /** When the session ends unless used again (UTC ms): the offline copy of the learn screen ends with it. */
  expiresAt: number;
}

/** A signed-in learner as a page sees them: the account and the shell (tier, language, settings). */
export interface Learner extends Auth {
  shell: ShellData;
}

interface Asking {
  request: Request;
  context: AppLoadContext;
}

// The root loader, the layout's, the page's and an action of one request all ask: one read each.
const auths = new WeakMap<AppLoadContext, Promise<Auth | null>>();
const learners = new WeakMap<AppLoadContext, Promise<Learner | null>>();

function once<T>(cache: WeakMap<AppLoadContext, Promise<T>>, context: AppLoadContext, read: () => Promise<T>): Promise<T> {
  let pending = cache.get(context);
  if (!pending) {
    pending = read();
    cache.set(context, pending);
  }
  return pending;
}

export function authenticate(request: Request, context: AppLoadContext): Promise<Auth | null> {
  return once(auths, context, async () => {
    const token = readSessionToken(request);
    if (!token) return null;
    const result = await validateSessionToken(context.db, token, context.now);
    if (!result) return null;
    primeSubscription(result.user, result.subscription);
    return {
      user: result.user,
      setCookie: result.renewed ? sessionCookie(token, result.expiresAt, context.now) : null,
      expiresAt: result.expiresAt,
    };
  });
}

/** The signed-in learner with their shell, or null for a visitor. */
export function currentLearner(request: Request, context: AppLoadContext): Promise<Learner | null> {
  return once(learners, context, async () => {
    const auth = await authenticate(request, context);
    return auth ? { ...auth, shell: await buildShell(request, context, auth.user) } : null;
  });
}

// ---------------------------------------------------------------------------------------------
// /api routes

type Method = "GET" | "POST" | "DELETE";

export interface ApiArgs {
  request: Request;
  context: AppLoadContext;
  params: Params;
}

export interface AuthedArgs extends ApiArgs {
  user: User;
}

/** How a route handler was made, read by the test that proves no /api route lacks its guard. */
export const API_GUARD = Symbol.for("piramide.api-guard");

export interface ApiGuard {
  methods: Method[];
  access: "authed" | "public";
}

export type ApiHandler = ((args: ApiArgs) => Promise<Response>) & { readonly [API_GUARD]: ApiGuard };

function tagged(answer: (args: ApiArgs) => Promise<Response>, guard: ApiGuard): ApiHandler {
  return Object.assign(answer, { [API_GUARD]: guard });
}

function answers(method: Method, requested: string): boolean {
  return requested === method || (method === "GET" && requested === "HEAD");
}

/** A renewed session travels on any signed-in answer, unless the answer sets the cookie itself. */
function withRenewal(response: Response, setCookie: string | null): Response {
  if (!setCookie || response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))) return response;
  const renewed = new Response(response.body, response);
  renewed.headers.append("Set-Cookie", setCookie);
  return renewed;
}

function endpoint<A>(method: Method, access: ApiGuard["access"], handler: (args: A) => Promise<Response> | Response) {
  return tagged(
    (args) =>
      handleApi(async () => {
        if (!answers(method, args.request.method)) return methodNotAllowed([method]);
        if (access === "public") return handler(args as A);
        const auth = await authenticate(args.request, args.context);
        if (!auth) throw new HttpError(401, NOT_SIGNED_IN);
        return withRenewal(await handler({ ...args, user: auth.user } as A), auth.setCookie);
      }),
    { methods: [method], access },
  );
}

type Handler<A> = (args: A) => Promise<Response> | Response;

export const authedGet = (handler: Handler<AuthedArgs>) => endpoint("GET", "authed", handler);
export const authedPost = (handler: Handler<AuthedArgs>) => endpoint("POST", "authed", handler);
export const authedDelete = (handler: Handler<AuthedArgs>) => endpoint("DELETE", "authed", handler);
/** For the routes a visitor may call: sign-up, sign-in, password reset, health, webhooks, cached audio. */
export const publicGet = (handler: Handler<ApiArgs>) => endpoint("GET", "public", handler);
export const publicPost = (handler: Handler<ApiArgs>) => endpoint("POST", "public", handler);

/**
 * One export answering several methods, each through its own guard; any other method is a 405 that
 * names them all. A route's action lists its loader too, so the 405 names every method the address
 * answers (`action = oneOf(loader)` for a read-only route, `loader = oneOf(action)` for a write-only one).
 */
export function oneOf(...handlers: ApiHandler[]): ApiHandler {
  const methods = handlers.flatMap((h) => h[API_GUARD].methods);
  const access = handlers.every((h) => h[API_GUARD].access === "public") ? "public" : "authed";
  return tagged(
    async (args) => {
      const handler = handlers.find((h) => h[API_GUARD].methods.some((m) => answers(m, args.request.method)));
      return handler ? handler(args) : methodNotAllowed(methods);
    },
    { methods, access },
  );
}

export function languageFromQuery(request: Request): Language {
  const url = new URL(request.url);
  return parseOr400(languageQuerySchema, { language: url.searchParams.get("language") ?? undefined }).language;
}

/**
 * The language of a signed-in call (the query's `language`, or the one the body names) and the plan
 * check: 400 for a language that is not one, then 403 for one outside the plan.
 */
export async function languageAccess({ request, context, user }: AuthedArgs, language?: Language) {
  const lang = language ?? languageFromQuery(request);
  const status = await requireLanguageAccess(context.db, user, lang, context.now);
  return { language: lang, status };
}

// ---------------------------------------------------------------------------------------------
// Pages

/** The logged-out screen's answer: the `_app` layout shows it instead of the page (status 401). */
function signedOutPage() {
  return data<SignedOut>(SIGNED_OUT, { status: 401 });
}

/** The loader of the `_app` layout route: a visitor gets the logged-out screen. */
export async function signedInLayout({ request, context }: Asking) {
  return (await currentLearner(request, context)) ? { signedOut: false as const } : signedOutPage();
}

export interface PageOptions {
  /** A free learner who has not chosen a language may see this page ('/language-selection', '/subscription'). */
  allowWithoutLanguage?: boolean;
}

/**
 * The learner a signed-in page is for. Route availability (spec section 2): a free learner with no
 * language yet is sent to '/' (the language choice) from every page but those allowed without one.
 */
async function pageLearner({ request, context }: Asking, options: PageOptions): Promise<Learner | null> {
  const learner = await currentLearner(request, context);
  if (learner && !options.allowWithoutLanguage && needsLanguageChoice(learner.shell.subscription)) throw redirect("/");
  return learner;
}

/** What `learnerLoader` adds to a page loader's arguments. */
export interface WithLearner {
  learner: Learner;
}

/**
 * A signed-in page's loader. Loaders run side by side, so each page checks for itself what the
 * layout checks too; a visitor's answer is the logged-out marker, which the layout shows in place of
 * the page (the page component never sees it, hence `never`).
 */
export function learnerLoader<A extends Asking, T>(load: (args: A & WithLearner) => Promise<T> | T, options: PageOptions = {}) {
  return async (args: A): Promise<T> => {
    const learner = await pageLearner(args, options);
    if (!learner) return signedOutPage() as never;
    return load({ ...args, learner });
  };
}

/** Who may post a page form: `signedIn` answers null for a visitor (formAction refuses with 401). */
export type FormGuard<W> = (args: Asking) => Promise<W | null>;

export const signedIn =
  (options: PageOptions = {}): FormGuard<{ learner: Learner }> =>
  async (args) => {
    const learner = await pageLearner(args, options);
    return learner && { learner };
  };

/** Anyone may post (sign-in, confirming an address); the learner, if any, is read only when asked. */
export const anyone: FormGuard<{ learner: () => Promise<Learner | null> }> = async ({ request, context }) => ({
  learner: () => currentLearner(request, context),
});
