// Language selection (spec section 2): five cards with their real sentence counts; 'Start Learning'
// enables once one is chosen. Posts to /language-selection, which records the free language.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { useEffect, useRef, useState } from "react";
import { isLanguage, LANGUAGE_INFO, LANGUAGES, type Language } from "../../domain/languages";
import { languageChoiceSchema, type FormErrorReply } from "../../domain/validation";
import type { ContentCounts } from "../../domain/views";
import { useReplyToast } from "../shell/toast";
import { useHydrated } from "../shell/use-hydrated";
import { Button, buttonClass } from "../ui/button";
import { ErrorList } from "../ui/field";
import { formatCount } from "../../domain/format";

export function LanguageChoice({ counts }: { counts: ContentCounts }) {
  const [chosen, setChosen] = useState<Language | null>(null);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const reply = useActionData<FormErrorReply>();
  const [form, fields] = useForm({
    id: "language-choice",
    lastResult: reply?.result,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: languageChoiceSchema }),
  });
  useReplyToast(reply);
  // A card picked before the page hydrated is checked in the page but never reached React's state
  // (a slow connection, or a quick click while the chunk loads): it counts as chosen all the same.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const picked = formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
    if (isLanguage(picked)) setChosen(picked);
  }, []);

  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-center text-3xl font-bold">Choose your language</h1>
      <p className="mt-2 text-center text-slate-600">
        The free plan includes one language. Pick the one you want to learn first.
      </p>
      <Form ref={formRef} method="post" action="/language-selection" className="mt-8" {...getFormProps(form)}>
        <div className="mb-4 text-center empty:hidden">
          <ErrorList id={fields.language.errorId} errors={[...(form.errors ?? []), ...(fields.language.errors ?? [])]} />
        </div>
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
                  name={fields.language.name}
                  value={code}
                  defaultChecked={fields.language.initialValue === code}
                  className="sr-only"
                  onChange={() => setChosen(code)}
                />
                <span className="block text-4xl" aria-hidden>
                  {info.flag}
                </span>
                <span className="mt-2 block text-lg font-semibold">{info.name}</span>
                <span className="block text-sm text-slate-500">{info.nativeName}</span>
                <span className="mt-2 block text-sm font-medium text-brand-700">
                  {formatCount(counts.sentences[code])} sentences
                </span>
              </label>
            );
          })}
        </fieldset>
        <div className="mt-8 text-center">
          <Button type="submit" size="lg" disabled={(hydrated && !chosen) || navigation.state !== "idle"}>
            Start Learning
          </Button>
        </div>
      </Form>
      <div className="mx-auto mt-10 max-w-xl rounded-2xl border border-amber-200 bg-amber-50 p-6 text-center">
        <p className="font-semibold text-amber-900">Want all five languages, conversations and premium voices?</p>
        <Link to="/subscription" className={buttonClass("upgrade", { className: "mt-3" })}>
          Upgrade to Premium - $4.99/month
        </Link>
      </div>
    </div>
  );
}
