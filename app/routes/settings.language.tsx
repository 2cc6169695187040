// The header's language switcher posts here. A locked language or the current one changes nothing
// (spec section 2), so anything but a language the plan includes is quietly sent back where it came from.
import { redirect } from "react-router";
import { z } from "zod";
import { canUseLanguage } from "../domain/access";
import { isLanguage } from "../domain/languages";
import { formAction } from "../server/form-action.server";
import { signedIn } from "../server/guards.server";
import { safeReturnPath } from "../server/request.server";
import { languageCookie } from "../server/shell.server";
import type { Route } from "./+types/settings.language";

export const meta: Route.MetaFunction = () => [{ title: "Language — Piramide" }];

export const loader = () => redirect("/");

export const action = formAction({
  who: signedIn(),
  // Posted from the header, outside the signed-in layout: a visitor whose session ended goes to sign in.
  signedOut: () => redirect("/auth"),
  intents: {
    switch: {
      schema: z.object({ language: z.string().optional(), from: z.string().optional() }),
      failure: "Error",
      run: async ({ language, from: posted }, { request, learner }) => {
        const from = safeReturnPath(posted ?? null, request);
        const { shell } = learner;
        if (!isLanguage(language) || !canUseLanguage(shell.subscription, language) || language === shell.language) {
          return redirect(from);
        }
        const path = new URL(from, "http://x").pathname;
        const target = path.startsWith("/review") ? `/review/${language}` : path;
        return redirect(target, { headers: { "Set-Cookie": languageCookie(language) } });
      },
    },
  },
});
