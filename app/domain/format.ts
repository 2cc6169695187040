/**
 * A number as the product shows it: digits grouped by threes with commas and at most three decimals
 * ("12,345", "1.235"), as `toLocaleString("en-US")` writes it. Not that call: the first ICU number
 * formatting in a page sets ICU's number formatting up, about 300 ms of main thread in Chromium at 4x
 * CPU slowdown (later calls are cheap), and /progress paid it inside its hydration (profiled).
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return n.toLocaleString("en-US");
  const rounded = Math.round(Math.abs(n) * 1000) / 1000;
  const text = String(rounded);
  // Exponent notation (from 1e21, counts never get there) is handed to the slow path.
  if (text.includes("e")) return n.toLocaleString("en-US");
  const [whole, fraction] = text.split(".") as [string, string | undefined];
  const sign = n < 0 ? "-" : "";
  return sign + whole.replace(/\B(?=(\d{3})+$)/g, ",") + (fraction ? `.${fraction}` : "");
}
