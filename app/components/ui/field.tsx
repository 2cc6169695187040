// Form fields bound to Conform (its ids, names, values to show again and errors), one look for every
// form: a labelled input with its error under it, and the error list a form or a field shows. The
// errors come from the server's own schema, so they read the same with and without JavaScript.
import { getInputProps, type FieldMetadata } from "@conform-to/react";

const INPUT =
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
  const { key, ...props } = getInputProps(field, { type });
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input {...props} key={key} placeholder={placeholder} autoComplete={autoComplete} className={INPUT} />
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

/**
 * The first of a field's or a form's errors (one at a time: the next shows once it is fixed), with
 * the id its control's aria-describedby names. `boxed` for a form's own error above its fields.
 */
export function ErrorList({ id, errors, boxed = false }: { id?: string; errors: string[] | undefined; boxed?: boolean }) {
  const first = errors?.find((e) => e.trim() !== "");
  if (!first) return null;
  return (
    <p
      id={id}
      role="alert"
      className={
        boxed ? "rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700" : "mt-1 w-full text-sm text-red-700"
      }
    >
      {first}
    </p>
  );
}
