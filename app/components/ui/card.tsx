// The white card every screen is built of. `cardClass` for an element that must be something else
// (a form, a list item); <Card> for the usual section.
import type { HTMLAttributes, ReactNode } from "react";

export type CardPadding = "sm" | "md" | "lg" | "responsive";

const PADDING: Record<CardPadding, string> = {
  sm: "p-4",
  md: "p-6",
  lg: "p-8",
  responsive: "p-4 sm:p-6",
};

export function cardClass(options: { padding?: CardPadding; shadow?: boolean; className?: string } = {}): string {
  const { padding = "md", shadow = false, className } = options;
  return ["rounded-2xl border border-slate-200 bg-white", PADDING[padding], shadow ? "shadow-sm" : "", className ?? ""]
    .filter(Boolean)
    .join(" ");
}

export function Card({
  as: Tag = "section",
  padding,
  shadow,
  className,
  ...props
}: HTMLAttributes<HTMLElement> & {
  as?: "section" | "div" | "aside";
  padding?: CardPadding;
  shadow?: boolean;
  /** Placement and layout only (margins, text alignment, grid spans). */
  className?: string;
}) {
  return <Tag className={cardClass({ padding, shadow, className })} {...props} />;
}

/** A card's heading, the same size on every screen. */
export function CardTitle({ children, className }: { children: ReactNode; className?: string }) {
  return <h2 className={`text-lg font-semibold${className ? ` ${className}` : ""}`}>{children}</h2>;
}
