// Protected screens for a visitor without a session (spec section 6): say so, then go to sign-in.
import { useEffect } from "react";
import { toast } from "./toast";

export const LOGGED_OUT_MESSAGE = "You are logged out. Logging in again...";
export const LOGIN_REDIRECT_DELAY_MS = 500;

/** A call refused with 401 on a screen that was signed in: say so, then go to sign-in (spec section 8). */
export function sayLoggedOutAndSignIn() {
  toast({ title: LOGGED_OUT_MESSAGE, variant: "destructive" });
  setTimeout(() => window.location.assign("/api/login"), LOGIN_REDIRECT_DELAY_MS);
}

export function LoggedOut() {
  useEffect(() => {
    const timer = setTimeout(() => window.location.assign("/api/login"), LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <noscript>
        <meta httpEquiv="refresh" content="1;url=/api/login" />
      </noscript>
      <div className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" aria-hidden />
      <p role="alert" className="text-lg font-medium">
        {LOGGED_OUT_MESSAGE}
      </p>
      <a href="/api/login" className="text-sm text-brand-700 underline">
        Go to sign in
      </a>
    </main>
  );
}

export function LoadingScreen({ label = "Loading..." }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3" role="status">
      <div className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" aria-hidden />
      <p className="text-slate-600">{label}</p>
    </div>
  );
}
