import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ScreenHeading } from "../components/app-shell";
import { Screen } from "../components/screen";
import { canUseLanguage } from "../domain/access";
import { isLanguage, LANGUAGE_INFO } from "../domain/languages";
import { signedOutData } from "../server/screen.server";
import { guardScreen } from "../server/shell.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (!isLanguage(params.language)) throw new Response("Unknown language", { status: 404 });
  const guarded = await guardScreen(request, context);
  if (guarded.kind === "signed-out") return signedOutData();
  const language = params.language;
  if (!canUseLanguage(guarded.shell.subscription, language)) {
    return data({ signedOut: false as const, language, locked: true }, { status: 403 });
  }
  return data({ signedOut: false as const, language, locked: false });
}

export default function ReviewScreen() {
  const loaded = useLoaderData<typeof loader>();
  return (
    <Screen signedOut={loaded.signedOut}>
      {() =>
        "language" in loaded && loaded.locked ? (
          <div className="mx-auto max-w-md rounded-2xl border border-amber-200 bg-amber-50 p-8 text-center">
            <h1 className="text-2xl font-bold">{LANGUAGE_INFO[loaded.language].name} is a premium language</h1>
            <p className="mt-2 text-slate-700">Upgrade to practise all five languages.</p>
            <Link to="/subscription" className="mt-4 inline-block rounded-xl bg-brand-600 px-5 py-2.5 font-semibold text-white">
              Upgrade for $4.99/month
            </Link>
          </div>
        ) : (
          <ScreenHeading
            title={`Review ${"language" in loaded ? LANGUAGE_INFO[loaded.language].name : ""}`}
            subtitle="Graduated sentences come back here when they are due."
          />
        )
      }
    </Screen>
  );
}
