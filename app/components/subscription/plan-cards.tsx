// The free and premium plan cards. Every line is something the product really gives (spec
// "Tiers"), with premium voices promised only where this server can speak them.
import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { Form, useActionData, useNavigation } from "react-router";
import type { SubscriptionStatus } from "../../domain/access";
import { LANGUAGE_INFO, LANGUAGES } from "../../domain/languages";
import type { FormErrorReply } from "../../domain/validation";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { ErrorList } from "../ui/field";
import { SELECT_CLASS } from "../ui/select";

export function premiumBenefits(premiumVoices: boolean): string[] {
  return [
    "All five languages: Italian, Spanish, French, German and Russian",
    "Conversations: two-speaker dialogues for real situations",
    ...(premiumVoices ? ["Premium natural voices for every sentence"] : []),
    "Cancel any time: premium stays until the end of the period you paid for",
  ];
}

const FREE_FEATURES = [
  "One language of your choice",
  "Unlimited practice and review in that language",
  "Basic browser audio",
  "The pyramid system",
  "Progress tracking, achievements and the leaderboard",
];

export function Benefits({ items }: { items: string[] }) {
  return (
    <ul className="mt-4 space-y-2 text-slate-700">
      {items.map((b) => (
        <li key={b}>✓ {b}</li>
      ))}
    </ul>
  );
}

export function FreePlanCard({ status, lockedUntil }: { status: SubscriptionStatus; lockedUntil: string | null }) {
  const freeLanguage = status.selectedFreeLanguage ? LANGUAGE_INFO[status.selectedFreeLanguage] : null;
  return (
    <Card as="div" shadow data-testid="free-plan">
      <h2 className="text-xl font-semibold">Free</h2>
      <p className="mt-1 text-3xl font-bold">$0</p>
      <Benefits items={FREE_FEATURES} />
      <p className="mt-4 text-sm text-slate-600">
        Your language: {freeLanguage ? `${freeLanguage.flag} ${freeLanguage.name}` : "not chosen yet"}
      </p>
      {!status.isPremium && status.selectedFreeLanguage && lockedUntil !== null ? (
        <p className="mt-3 text-sm text-slate-600" data-testid="free-language-locked">
          You can change your free language again on {lockedUntil} (one change every 30 days). Premium opens every language now.
        </p>
      ) : (
        !status.isPremium && <FreeLanguageForm current={status.selectedFreeLanguage} />
      )}
    </Card>
  );
}

/** Choosing the free plan's language, or changing it (once every 30 days). */
function FreeLanguageForm({ current }: { current: string | null }) {
  const reply = useActionData<FormErrorReply>();
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({
    id: "free-language",
    lastResult: reply?.result.initialValue?.language !== undefined ? reply.result : undefined,
    defaultValue: { language: current ?? "" },
  });
  const { key, ...select } = getSelectProps(fields.language);
  return (
    <Form method="post" className="mt-3 flex flex-wrap items-center gap-2 text-sm" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="freeLanguage" />
      <label className="flex items-center gap-2">
        {current ? "Change your language" : "Choose your language"}
        <select key={key} {...select} className={SELECT_CLASS}>
          {!current && <option value="">Choose…</option>}
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {LANGUAGE_INFO[code].name}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="secondary" size="sm" disabled={busy}>
        Save
      </Button>
      <ErrorList id={fields.language.errorId} errors={fields.language.errors} />
    </Form>
  );
}
