// The app's buttons: a handful of looks (variant) in a handful of sizes, so a new screen picks one
// instead of writing the class string again. `buttonClass` dresses a <Link> or <a> as a button (no
// asChild); <Button> is the <button> itself.
import { forwardRef, type ButtonHTMLAttributes } from "react";
import { FOCUS_RING, FOCUS_RING_ON_DARK } from "./focus-ring";

export type ButtonVariant =
  /** The brand's solid button: the one main action of a card or screen. */
  | "primary"
  /** A quieter action beside it. */
  | "secondary"
  /** The brand's outlined button, second to a primary in the same group. */
  | "outline"
  /** Destructive, outlined (asks first) and solid (the confirmation itself). */
  | "danger"
  | "danger-solid"
  /** No frame: Cancel, Previous, a header's Log In. */
  | "ghost"
  /** The way to premium. */
  | "upgrade"
  /** On the landing's dark sections: see-through, and white. */
  | "on-dark"
  | "white";

export type ButtonSize = "sm" | "md" | "lg" | "xl";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: `bg-brand-600 font-semibold text-white shadow-sm hover:bg-brand-700 ${FOCUS_RING}`,
  secondary: `border border-slate-300 font-medium hover:bg-slate-50 ${FOCUS_RING}`,
  outline: `border border-brand-600 font-semibold text-brand-700 hover:bg-brand-50 ${FOCUS_RING}`,
  danger: `border border-red-300 font-medium text-red-700 hover:bg-red-50 ${FOCUS_RING}`,
  "danger-solid": `bg-red-600 font-semibold text-white hover:bg-red-700 ${FOCUS_RING}`,
  ghost: `font-medium text-slate-700 hover:bg-slate-100 ${FOCUS_RING}`,
  upgrade: `bg-gradient-to-r from-amber-400 to-orange-500 font-semibold text-white ${FOCUS_RING}`,
  "on-dark": `border border-white/60 bg-white/10 font-semibold text-white hover:bg-white/20 ${FOCUS_RING_ON_DARK}`,
  white: `bg-white font-semibold text-brand-700 shadow hover:bg-brand-50 ${FOCUS_RING_ON_DARK}`,
};

const SIZES: Record<ButtonSize, string> = {
  sm: "rounded-lg px-3 py-1.5 text-sm",
  md: "rounded-xl px-5 py-2.5",
  lg: "rounded-xl px-6 py-3",
  xl: "rounded-xl px-6 py-4 text-lg",
};

const BASE = "inline-flex items-center justify-center gap-2 text-center disabled:cursor-not-allowed disabled:opacity-50";

export interface ButtonLook {
  size?: ButtonSize;
  /** The full width of its container. */
  block?: boolean;
  /** Placement only (margins, flex); never a colour or a padding, which the variant and size own. */
  className?: string;
}

export function buttonClass(variant: ButtonVariant = "primary", look: ButtonLook = {}): string {
  const { size = "md", block = false, className } = look;
  return [BASE, VARIANTS[variant], SIZES[size], block ? "w-full" : "", className ?? ""].filter(Boolean).join(" ");
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonLook & { variant?: ButtonVariant };

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "primary", size, block, className, type = "button", ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClass(variant, { size, block, className })} {...props} />;
});
