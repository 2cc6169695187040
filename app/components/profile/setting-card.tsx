// The frame every profile setting shares: a titled card, a post form with its intent, the form's
// error in the page (a toast needs JavaScript, this does not), and a Save button.
import { getFormProps, type FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";

export const saveButton = "rounded-xl border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50";

export function SettingCard<S extends Record<string, unknown>>({
  title,
  intro,
  intent,
  form,
  layout = "flex flex-wrap items-center gap-3",
  children,
}: {
  title: string;
  intro?: ReactNode;
  intent: string;
  form: FormMetadata<S, string[]>;
  layout?: string;
  children: ReactNode;
}) {
  const errors = Object.values(form.allErrors).flat();
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      {intro}
      <Form method="post" className={`mt-3 ${layout}`} {...getFormProps(form)}>
        <input type="hidden" name="intent" value={intent} />
        {children}
        <button type="submit" className={saveButton}>
          Save
        </button>
        {errors.length > 0 && (
          <p role="alert" className="w-full text-sm text-red-700">
            {errors[0]}
          </p>
        )}
      </Form>
    </section>
  );
}
