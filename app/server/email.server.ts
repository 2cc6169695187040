// Transactional e-mail through an HTTP API in Resend's shape (`POST {EMAIL_API_URL}/emails` with a
// Bearer key and JSON from/to/subject/text/html). One `fetch`, no SDK: the request is all there is.
// A send never throws to its caller: a failed mail is logged and must not change what a visitor sees.
import type { AppConfig } from "./env.server";

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const SEND_TIMEOUT_MS = 10_000;

export function emailConfigured(config: AppConfig): boolean {
  return !!config.EMAIL_API_KEY;
}

/**
 * Development without a mail service: the link a mail would carry is shown on screen by its caller
 * and logged here, so an address can be confirmed (or a password reset) locally. Never in production.
 */
export function devLinkInsteadOfMail(config: AppConfig, what: string, to: string, url: string): string | null {
  if (config.APP_ENV !== "development" || emailConfigured(config)) return null;
  console.log(`email (development, no EMAIL_API_KEY): ${what} for ${to}: ${url}`);
  return url;
}

let warnedUnconfigured = false;

/** Once per isolate: production without a key cannot deliver mail, and the operator should know. */
export function warnIfEmailUnconfigured(config: AppConfig): void {
  if (warnedUnconfigured || emailConfigured(config) || config.APP_ENV !== "production") return;
  warnedUnconfigured = true;
  console.warn("email: EMAIL_API_KEY is not set, so password-reset and verification mails cannot be delivered");
}

export async function sendEmail(config: AppConfig, email: Email): Promise<boolean> {
  if (!config.EMAIL_API_KEY) return false;
  try {
    const response = await fetch(`${config.EMAIL_API_URL.replace(/\/+$/, "")}/emails`, {
      method: "POST",
      headers: { Authorization: `Bearer ${config.EMAIL_API_KEY}`, "Content-Type": "application/json" },
      body: JSON.stringify({ from: config.EMAIL_FROM, to: email.to, subject: email.subject, text: email.text, html: email.html }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (!response.ok) {
      console.error(`email: sending "${email.subject}" failed with ${response.status}: ${(await response.text()).slice(0, 200)}`);
      return false;
    }
    return true;
  } catch (error) {
    console.error(`email: sending "${email.subject}" failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** A mail with one call to action: the same words as text and as simple HTML. */
export function linkEmail(
  to: string,
  subject: string,
  lines: string[],
  link: { label: string; url: string },
  footer: string,
): Email {
  const text = [...lines, "", `${link.label}: ${link.url}`, "", footer].join("\n");
  const html =
    lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("") +
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` +
    `<p style="color:#555">${escapeHtml(footer)}</p>`;
  return { to, subject, text, html };
}
