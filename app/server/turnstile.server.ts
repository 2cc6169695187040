// Cloudflare Turnstile on sign-up and forgot-password, when TURNSTILE_SITE_KEY and
// TURNSTILE_SECRET_KEY are both set; off otherwise. The token from the widget (form field
// `cf-turnstile-response`, or `turnstileToken` in JSON) is checked with Turnstile's siteverify API.
import type { AppConfig } from "./env.server";
import { HttpError } from "./http.server";

export const HUMAN_CHECK_FAILED = "Please complete the check that you are human, then try again.";
export const HUMAN_CHECK_UNAVAILABLE = "The check that you are human could not be reached. Please try again in a moment.";

export function turnstileSiteKey(config: AppConfig): string | null {
  return config.TURNSTILE_SITE_KEY && config.TURNSTILE_SECRET_KEY ? config.TURNSTILE_SITE_KEY : null;
}

export async function assertHuman(config: AppConfig, token: string | undefined, ip: string | null): Promise<void> {
  if (!turnstileSiteKey(config) || !config.TURNSTILE_SECRET_KEY) return;
  if (!token) throw new HttpError(400, HUMAN_CHECK_FAILED);
  const form = new FormData();
  form.append("secret", config.TURNSTILE_SECRET_KEY);
  form.append("response", token);
  if (ip) form.append("remoteip", ip);
  let outcome: { success?: boolean; "error-codes"?: string[] };
  try {
    const response = await fetch(config.TURNSTILE_VERIFY_URL, {
      method: "POST",
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    outcome = (await response.json()) as typeof outcome;
  } catch (error) {
    console.error("turnstile: siteverify failed:", error instanceof Error ? error.message : error);
    throw new HttpError(503, HUMAN_CHECK_UNAVAILABLE);
  }
  if (outcome.success !== true) throw new HttpError(400, HUMAN_CHECK_FAILED);
}
