// The header's language switcher posts here. A locked language or the current one changes nothing.
import { redirect } from "react-router";
import { canUseLanguage } from "../domain/access";
import { isLanguage } from "../domain/languages";
import { readForm } from "../server/forms.server";
import { authenticate, safeReturnPath } from "../server/request.server";
import { buildShell, languageCookie } from "../server/shell.server";
import type { Route } from "./+types/settings.language";

export const meta: Route.MetaFunction = () => [{ title: "Language — Piramide" }];

export const loader = () => redirect("/");

export async function action({ request, context }: Route.ActionArgs) {
  const auth = await authenticate(request, context);
  if (!auth) return redirect("/auth");
  const form = await readForm(request);
  const language = form.get("language");
  const from = safeReturnPath(form.get("from"), request);
  const shell = await buildShell(request, context, auth.user);
  if (!isLanguage(language) || !canUseLanguage(shell.subscription, language) || language === shell.language) {
    return redirect(from);
  }
  const path = new URL(from, "http://x").pathname;
  const target = path.startsWith("/review") ? `/review/${language}` : path;
  return redirect(target, { headers: { "Set-Cookie": languageCookie(language) } });
}
