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

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * A calendar day ("2026-11-29", from `calendarDay`) written "29 November 2026", as
 * `toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" })` writes it.
 * Screens get dates from their loader as this text, in the learner's zone: formatted in the browser,
 * the date would follow the device's zone and could differ from the server's HTML (a hydration
 * mismatch), and a browser's first ICU date formatting costs about 150 ms of main thread at 4x CPU
 * slowdown (/profile, profiled).
 */
export function longDate(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return `${date} ${MONTHS[month - 1]} ${year}`;
}
