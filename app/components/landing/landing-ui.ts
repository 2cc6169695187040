// What the landing's sections share: the two call-to-action looks and the number format.
export const cta =
  "inline-flex items-center justify-center rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700";
export const ctaLight =
  "inline-flex items-center justify-center rounded-xl border border-white/60 bg-white/10 px-6 py-3 font-semibold text-white hover:bg-white/20";

export function formatCount(n: number): string {
  return n.toLocaleString("en-US");
}
