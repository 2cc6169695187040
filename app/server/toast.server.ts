// One-shot toasts carried across a redirect in a short-lived cookie (the "flash" pattern), so a
// message such as 'Welcome back!' survives the POST → redirect → GET of a form that ran without JS.
import type { Toast } from "../domain/views";
import { readCookie } from "./cookies.server";

const FLASH_COOKIE = "piramide_toast";

function encode(value: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(value)));
}

function decode(value: string): string {
  return new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0)));
}

export function flashToastCookie(toast: Toast): string {
  return `${FLASH_COOKIE}=${encode(JSON.stringify(toast))}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=60`;
}

export function clearFlashToastCookie(): string {
  return `${FLASH_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0`;
}

export function readFlashToast(request: Request): Toast | null {
  const value = readCookie(request, FLASH_COOKIE);
  if (!value) return null;
  try {
    const parsed = JSON.parse(decode(value));
    if (typeof parsed?.title !== "string") return null;
    return {
      title: parsed.title.slice(0, 200),
      description: typeof parsed.description === "string" ? parsed.description.slice(0, 500) : undefined,
      variant: parsed.variant === "destructive" ? "destructive" : "default",
    };
  } catch {
    return null;
  }
}
