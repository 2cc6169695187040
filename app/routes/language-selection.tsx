import { data, redirect } from "react-router";
import { useLoaderData } from "react-router";
import { LanguageChoice } from "../components/language-choice";
import { Screen } from "../components/screen";
import { needsLanguageChoice } from "../domain/access";
import { languageSchema } from "../domain/validation";
import { getContentCounts } from "../server/content.server";
import { signedOutData } from "../server/screen.server";
import { guardScreen, languageCookie } from "../server/shell.server";
import { flashToastCookie } from "../server/toast.server";
import { selectFreeLanguage } from "../server/language.server";
import { HttpError } from "../server/http.server";
import type { Route } from "./+types/language-selection";
import { readForm } from "../server/forms.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const guarded = await guardScreen(request, context, { allowWithoutLanguage: true });
  if (guarded.kind === "signed-out") return signedOutData();
  if (!needsLanguageChoice(guarded.shell.subscription)) throw redirect("/");
  return data({ signedOut: false as const, counts: await getContentCounts(guarded.scope.d1) });
}

export async function action({ request, context }: Route.ActionArgs) {
  const guarded = await guardScreen(request, context, { allowWithoutLanguage: true });
  if (guarded.kind === "signed-out") return redirect("/auth");
  const form = await readForm(request);
  const parsed = languageSchema.safeParse(form.get("language"));
  if (!parsed.success) {
    return data({ error: "Please choose one of the five languages." }, { status: 400 });
  }
  try {
    await selectFreeLanguage(guarded.scope.d1, guarded.user, guarded.shell.subscription, parsed.data);
  } catch (error) {
    if (error instanceof HttpError) return data({ error: error.message }, { status: error.status });
    throw error;
  }
  const headers = new Headers();
  headers.append("Set-Cookie", languageCookie(parsed.data));
  headers.append(
    "Set-Cookie",
    flashToastCookie({ title: "Language selected", description: "Your pyramid is ready. Let's begin!" }),
  );
  return redirect("/", { headers });
}

export default function LanguageSelection() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.signedOut) return <Screen signedOut>{() => null}</Screen>;
  return <Screen>{() => <LanguageChoice counts={loaded.counts} />}</Screen>;
}
