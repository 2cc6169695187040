// A number with its label, in the three ways screens show one: a card of its own (label above), a
// figure in a <dl> (label under), and the learn screen's pill (icon, figure, label in a line).
import type { ReactNode } from "react";
import { cardClass } from "./card";

export function Stat({
  label,
  value,
  note,
  testId,
  variant = "card",
  icon,
}: {
  label: ReactNode;
  value: ReactNode;
  note?: ReactNode;
  testId?: string;
  variant?: "card" | "figure" | "pill";
  icon?: string;
}) {
  if (variant === "pill") {
    return (
      <span className="rounded-full bg-white px-3 py-1 shadow-sm ring-1 ring-slate-200" data-testid={testId}>
        {icon && <span aria-hidden>{icon}</span>} <span className="font-semibold">{value}</span>{" "}
        <span className="text-slate-500">{label}</span>
      </span>
    );
  }
  if (variant === "figure") {
    // Inside a <dl>: the term and its value (the test id names the value).
    return (
      <div className="min-w-0">
        <dt className="text-sm break-words text-slate-500">{label}</dt>
        <dd className="text-xl font-bold" data-testid={testId}>
          {value}
        </dd>
      </div>
    );
  }
  return (
    <div className={cardClass({ padding: "sm", className: "min-w-0" })} data-testid={testId}>
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-bold">{value}</p>
      {note && <p className="mt-1 text-xs text-slate-600">{note}</p>}
    </div>
  );
}
