// Transactional e-mail through an HTTP API in Resend's shape (`POST {EMAIL_API_URL}/emails` with a
// Bearer key and JSON from/to/subject/text/html). One `fetch`, no SDK: the request is all there is.
// A send never throws to its caller: a failed mail is logged and must not change what a visitor sees.
import type { AppConfig } from "./env.server";

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra mail headers (List-Unsubscribe on reminders), passed through Resend's `headers` field. */
  headers?: Record<string, string>;
}

/** Resend's batch endpoint takes at most this many mails a request. */
export const EMAIL_BATCH_SIZE = 100;

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
      body: JSON.stringify(resendShape(config, email)),
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

function resendShape(config: AppConfig, email: Email) {
  const { to, subject, text, html, headers } = email;
  return { from: config.EMAIL_FROM, to, subject, text, html, ...(headers ? { headers } : {}) };
}

/**
 * Many mails in as few requests as the API allows (`POST /emails/batch`, 100 a request). Returns how
 * many were accepted; a failed request is logged and its mails counted as not sent.
 */
export async function sendEmailBatch(config: AppConfig, emails: Email[]): Promise<number> {
  if (!config.EMAIL_API_KEY || emails.length === 0) return 0;
  let accepted = 0;
  for (let i = 0; i < emails.length; i += EMAIL_BATCH_SIZE) {
    const chunk = emails.slice(i, i + EMAIL_BATCH_SIZE);
    try {
      const response = await fetch(`${config.EMAIL_API_URL.replace(/\/+$/, "")}/emails/batch`, {
        method: "POST",
        headers: { Authorization: `Bearer ${config.EMAIL_API_KEY}`, "Content-Type": "application/json" },
        body: JSON.stringify(chunk.map((e) => resendShape(config, e))),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (response.ok) accepted += chunk.length;
      else
        console.error(
          `email: a batch of ${chunk.length} failed with ${response.status}: ${(await response.text()).slice(0, 200)}`,
        );
    } catch (error) {
      console.error(`email: a batch of ${chunk.length} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return accepted;
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
