// /language-selection (spec section 2): a free learner's one language. The form (components/
// language-choice.tsx) posts here; Conform parses it with the schema the browser also checks.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { useLoaderData } from "react-router";
import { LanguageChoice } from "../components/language-choice/language-choice";
import { Screen } from "../components/shell/screen";
import { needsLanguageChoice } from "../domain/access";
import { languageChoiceSchema, type FormErrorReply } from "../domain/validation";
import { getContentCounts } from "../server/content.server";
import { signedOutData } from "../server/screen.server";
import { guardScreen, languageCookie } from "../server/shell.server";
import { flashToastCookie } from "../server/toast.server";
import { selectFreeLanguage } from "../server/language.server";
import { HttpError } from "../server/http.server";
import type { Route } from "./+types/language-selection";
import { readForm } from "../server/forms.server";

export const meta: Route.MetaFunction = () => [{ title: "Choose a language — Piramide" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const guarded = await guardScreen(request, context, { allowWithoutLanguage: true });
  if (guarded.kind === "signed-out") return signedOutData();
  if (!needsLanguageChoice(guarded.shell.subscription)) throw redirect("/");
  return data({ signedOut: false as const, counts: await getContentCounts(guarded.scope.replica) });
}

const refused = (result: FormErrorReply["result"], description: string, status: number) =>
  data<FormErrorReply>({ result, toast: { title: "Selection failed", description, variant: "destructive" } }, { status });

export async function action({ request, context }: Route.ActionArgs) {
  const guarded = await guardScreen(request, context, { allowWithoutLanguage: true });
  if (guarded.kind === "signed-out") return redirect("/auth");
  const submission = parseWithZod(await readForm(request), { schema: languageChoiceSchema });
  if (submission.status !== "success") {
    return refused(submission.reply(), "Please choose one of the five languages.", 400);
  }
  const { language } = submission.value;
  try {
    await selectFreeLanguage(guarded.scope, guarded.user, guarded.shell.subscription, language);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return refused(submission.reply({ formErrors: [error.message] }), error.message, error.status);
  }
  const headers = new Headers();
  headers.append("Set-Cookie", languageCookie(language));
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
