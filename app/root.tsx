import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
} from "react-router";
import type { ComponentType, ReactNode } from "react";
import { useNonce } from "./components/shell/nonce";
import { useRootData } from "./components/shell/use-root-data";
import { ToastProvider } from "./components/shell/toast";
import { buttonClass } from "./components/ui/button";
import { currentLearner } from "./server/guards.server";
import { clearFlashToastCookie, readFlashToast } from "./server/toast.server";
import stylesheet from "./tailwind.css?url";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

// The default for routes without a meta export (the landing). React Router renders the deepest
// route's meta alone, so a route's own title replaces this one rather than joining it.
export const meta: Route.MetaFunction = () => [
  { title: "Piramide — learn languages one sentence at a time" },
  {
    name: "description",
    content: "Learn Italian, Spanish, French, German and Russian with the growing pyramid and spaced repetition.",
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = new Headers();
  const learner = await currentLearner(request, context);
  if (learner?.setCookie) headers.append("Set-Cookie", learner.setCookie);
  const shell = learner?.shell ?? null;
  const toast = readFlashToast(request);
  if (toast) headers.append("Set-Cookie", clearFlashToastCookie());
  return data({ shell, toast }, { headers });
}

/**
 * A route opts out of hydration with `handle.hydrate = false` (or a function of its loader data):
 * such a page ships no JavaScript at all, not even module preloads.
 */
export interface RouteHandle {
  hydrate?: boolean | ((data: unknown) => boolean);
  /** What a signed-in page shows a visitor instead of the generic logged-out screen (the `_app` layout reads it). */
  signedOut?: ComponentType;
}

function useHydrate(): boolean {
  return useMatches().every((match) => {
    const hydrate = (match.handle as RouteHandle | undefined)?.hydrate;
    if (typeof hydrate === "function") return hydrate(match.data);
    return hydrate !== false;
  });
}

export function Layout({ children }: { children: ReactNode }) {
  const hydrate = useHydrate();
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3b55e6" />
        <Meta />
        <Links />
      </head>
      {/* break-words: a long word (an address, a name) wraps instead of widening the page. */}
      <body className="min-h-screen bg-slate-50 font-sans break-words text-slate-900 antialiased">
        {children}
        {hydrate && <ScrollRestoration nonce={nonce} />}
        {hydrate && <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

export default function App() {
  const root = useRootData();
  return (
    <ToastProvider initial={root?.toast ?? null}>
      <Outlet />
    </ToastProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A request the app refused (4xx with a message) says why; only real failures are logged.
  const refusal =
    isRouteErrorResponse(error) && error.status >= 400 && error.status < 500 && typeof error.data?.message === "string"
      ? (error.data.message as string)
      : null;
  if (!notFound && !refusal) console.error(error);
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-bold">
        {notFound ? "Page not found" : refusal ? "That request could not be handled" : "Something went wrong"}
      </h1>
      <p className="text-slate-600">
        {notFound
          ? "We could not find the page you were looking for."
          : (refusal ?? "An unexpected error occurred. Please try again in a moment.")}
      </p>
      <a href="/" className={buttonClass("primary")}>
        Back to Piramide
      </a>
    </main>
  );
}
