// Language selection (spec section 2): five cards with their real sentence counts; 'Start Learning'
// enables once one is chosen. Posts to /language-selection, which validates with Conform and the shared
// schema and answers with Conform's reply. This screen shares its route ('/') with the learn screen,
// so it reads that reply itself rather than through Conform's useForm: Conform and zod would
// otherwise ship with every learn page (issue #31). A radio group has nothing to check before
// posting, and 'Start Learning' stays disabled until a language is chosen.
import { Form, Link, useActionData, useNavigation } from "react-router";
import { useEffect, useState } from "react";
import { LANGUAGE_INFO, LANGUAGES, type Language } from "../../domain/languages";
import type { FormErrorReply } from "../../domain/validation";
import type { ContentCounts } from "../../domain/views";
import { useToast } from "../shell/toast";

const FORM_ID = "language-choice";
const ERROR_ID = `${FORM_ID}-language-error`;

export function LanguageChoice({ counts }: { counts: ContentCounts }) {
  const [chosen, setChosen] = useState<Language | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const navigation = useNavigation();
  const reply = useActionData<FormErrorReply>();
  const { toast } = useToast();
  // Conform's reply: form-level errors under "", the field's under its name, the posted value echoed.
  const error = reply?.result.error?.[""]?.[0] ?? reply?.result.error?.language?.[0];
  const echoed = reply?.result.initialValue?.language;
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (reply?.toast) toast(reply.toast);
  }, [reply, toast]);

  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-center text-3xl font-bold">Choose your language</h1>
      <p className="mt-2 text-center text-slate-600">
        The free plan includes one language. Pick the one you want to learn first.
      </p>
      <Form
        method="post"
        action="/language-selection"
        className="mt-8"
        id={FORM_ID}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ERROR_ID : undefined}
      >
        {error && (
          <p id={ERROR_ID} role="alert" className="mb-4 text-center text-red-700">
            {error}
          </p>
        )}
        <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <legend className="sr-only">Language</legend>
          {LANGUAGES.map((code) => {
            const info = LANGUAGE_INFO[code];
            const selected = chosen === code;
            return (
              <label
                key={code}
                data-testid={`choose-${code}`}
                className={`cursor-pointer rounded-2xl border-2 bg-white p-5 text-center shadow-sm transition ${
                  selected ? "border-brand-600 ring-4 ring-brand-100" : "border-slate-200 hover:border-brand-300"
                }`}
              >
                <input
                  type="radio"
                  name="language"
                  value={code}
                  defaultChecked={echoed === code}
                  className="sr-only"
                  onChange={() => setChosen(code)}
                />
                <span className="block text-4xl" aria-hidden>
                  {info.flag}
                </span>
                <span className="mt-2 block text-lg font-semibold">{info.name}</span>
                <span className="block text-sm text-slate-500">{info.nativeName}</span>
                <span className="mt-2 block text-sm font-medium text-brand-700">
                  {counts.sentences[code].toLocaleString("en-US")} sentences
                </span>
              </label>
            );
          })}
        </fieldset>
        <div className="mt-8 text-center">
          <button
            type="submit"
            disabled={(hydrated && !chosen) || navigation.state !== "idle"}
            className="rounded-xl bg-brand-600 px-8 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
          >
            Start Learning
          </button>
        </div>
      </Form>
      <div className="mx-auto mt-10 max-w-xl rounded-2xl border border-amber-200 bg-amber-50 p-6 text-center">
        <p className="font-semibold text-amber-900">Want all five languages, conversations and premium voices?</p>
        <Link
          to="/subscription"
          className="mt-3 inline-block rounded-xl bg-gradient-to-r from-amber-400 to-orange-500 px-5 py-2.5 font-semibold text-white"
        >
          Upgrade to Premium - $4.99/month
        </Link>
      </div>
    </div>
  );
}
