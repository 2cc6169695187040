import { useNonce } from "../shell/nonce";

/**
 * Cloudflare Turnstile's widget, only when the operator configured it. The widget adds the
 * `cf-turnstile-response` field to the form it sits in; the server checks it.
 */
export function HumanCheck({ siteKey }: { siteKey: string | null }) {
  const nonce = useNonce();
  if (!siteKey) return null;
  return (
    <>
      <script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer nonce={nonce} />
      <div className="cf-turnstile" data-sitekey={siteKey} />
    </>
  );
}
