// /auth (spec section 2 "Auth screen"): one card at a time, chosen by `?mode=` and by the last
// answer, so every state works without JavaScript.
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import type { OAuthProvider } from "../../domain/oauth";
import { AUTH_MODES, type AuthMode, type AuthReply } from "../../domain/validation";
import { useToast } from "../shell/toast";
import { CredentialsCard } from "./credentials-card";
import { MarketingPanel } from "./marketing-panel";
import { ForgotCard, ResetCard } from "./password-cards";

function modeFrom(params: URLSearchParams, reply: AuthReply | undefined): AuthMode {
  // The link in the reset mail (/auth?reset=1&token=…) opens the reset card with its token.
  const asked = params.get("mode");
  const requested: AuthMode =
    params.get("reset") === "1"
      ? "reset"
      : (AUTH_MODES as readonly string[]).includes(asked ?? "")
        ? (asked as AuthMode)
        : "signin";
  // A forgot-password answer that carries a token opens the reset card with the token filled in.
  if (reply?.intent === "forgot" && reply.resetToken) return "reset";
  if (reply?.intent && !asked) return reply.intent;
  return requested;
}

export function AuthScreen({
  providers,
  turnstileSiteKey,
  reply,
}: {
  providers: OAuthProvider[];
  turnstileSiteKey: string | null;
  reply: AuthReply | undefined;
}) {
  const [params] = useSearchParams();
  const { toast } = useToast();
  const mode = modeFrom(params, reply);
  const lastResult = reply?.intent === mode ? reply.result : undefined;
  const notice = reply?.intent === "forgot" && reply.toast ? reply.toast.description : undefined;

  useEffect(() => {
    if (reply?.toast) toast(reply.toast);
  }, [reply, toast]);

  return (
    <div className="grid min-h-screen md:grid-cols-2">
      <div className="flex flex-col justify-center px-6 py-12 sm:px-12">
        <Link to="/" className="mb-8 flex items-center gap-2 text-xl font-bold text-brand-700">
          <span aria-hidden>🔺</span> Piramide
        </Link>
        <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          {(mode === "signin" || mode === "signup") && (
            <CredentialsCard
              key={mode}
              mode={mode}
              providers={providers}
              turnstileSiteKey={turnstileSiteKey}
              lastResult={lastResult}
            />
          )}
          {mode === "forgot" && <ForgotCard lastResult={lastResult} turnstileSiteKey={turnstileSiteKey} notice={notice} />}
          {mode === "reset" && (
            <ResetCard
              key={reply?.resetToken ?? "reset"}
              lastResult={lastResult}
              token={reply?.resetToken ?? params.get("token") ?? ""}
              notice={notice}
            />
          )}
        </div>
      </div>
      <MarketingPanel />
    </div>
  );
}
