// The header's language switcher posts here. A locked language or the current one changes nothing.
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { canUseLanguage } from "../domain/access";
import { isLanguage } from "../domain/languages";
import { authenticate, scopeOf } from "../server/request.server";
import { buildShell, languageCookie } from "../server/shell.server";

export const loader = () => redirect("/");

function safeReturnPath(from: string): string {
  // Only same-site paths: never an open redirect.
  return from.startsWith("/") && !from.startsWith("//") ? from : "/";
}

export async function action({ request, context }: ActionFunctionArgs) {
  const scope = scopeOf(context);
  const auth = await authenticate(request, scope);
  if (!auth) return redirect("/auth");
  const form = await request.formData();
  const language = form.get("language");
  const from = safeReturnPath(String(form.get("from") ?? "/"));
  const shell = await buildShell(request, scope, auth.user);
  if (!isLanguage(language) || !canUseLanguage(shell.subscription, language) || language === shell.language) {
    return redirect(from);
  }
  const path = new URL(from, "http://x").pathname;
  const target = path.startsWith("/review") ? `/review/${language}` : path;
  return redirect(target, { headers: { "Set-Cookie": languageCookie(language) } });
}
