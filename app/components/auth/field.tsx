// A labelled input bound to a Conform field: its id, name, value to show again and error message.
import { getInputProps, type FieldMetadata } from "@conform-to/react";

const input =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100";

export function Field({
  label,
  field,
  type = "text",
  placeholder,
  autoComplete,
}: {
  label: string;
  field: FieldMetadata<string | undefined, Record<string, unknown>, string[]>;
  type?: "text" | "email" | "password";
  placeholder?: string;
  autoComplete?: string;
}) {
  const error = field.errors?.[0];
  const { key, ...props } = getInputProps(field, { type });
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input {...props} key={key} placeholder={placeholder} autoComplete={autoComplete} className={input} />
      {error && (
        <p id={field.errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** A card's error that belongs to no one field (a refused sign-in, an unknown action). */
export function FormError({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={id} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
      {errors[0]}
    </p>
  );
}

export const primaryButton =
  "w-full rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-60";
export const secondaryLink =
  "block w-full rounded-lg border border-slate-300 px-4 py-2.5 text-center font-medium hover:bg-slate-50";
