// /auth (spec section 2 "Auth screen"): one card at a time, chosen by `?mode=` and by the last
// answer, so every state works without JavaScript.
import { Link, useSearchParams } from "react-router";
import type { OAuthProvider } from "../../domain/oauth";
import { AUTH_MODES, type AuthMode, type AuthReply } from "../../domain/validation";
import { MAIN_ID, SkipLink } from "../shell/skip-link";
import { useReplyToast } from "../shell/toast";
import { cardClass } from "../ui/card";
import { Logo, logoClass } from "../ui/logo";
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
  const mode = modeFrom(params, reply);
  const lastResult = reply?.intent === mode ? reply.result : undefined;
  const notice = reply?.intent === "forgot" && reply.toast ? reply.toast.description : undefined;

  useReplyToast(reply);

  return (
    <div className="grid min-h-screen md:grid-cols-2">
      <SkipLink />
      <div className="flex flex-col justify-center px-6 py-12 sm:px-12">
        <Link to="/" className={logoClass("lg", "mb-8")}>
          <Logo />
        </Link>
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className={cardClass({ padding: "lg", shadow: true, className: "mx-auto w-full max-w-md focus:outline-none" })}
        >
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
        </main>
      </div>
      <MarketingPanel />
    </div>
  );
}
