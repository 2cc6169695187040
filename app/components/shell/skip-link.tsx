// 'Skip to content': the first Tab stop of every page, so a keyboard does not walk the whole header
// (a dozen links and buttons) before each screen. Without JavaScript it is a plain link to #main.
import type { MouseEvent } from "react";

/** The id of the page's <main>, which takes focus from the skip link (it has tabIndex -1). */
export const MAIN_ID = "main";

function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  // Focus moves itself, so the next Tab is the content's first control and the address stays clean.
  event.preventDefault();
  main.focus();
}

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={focusMain}
      className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow-lg ring-2 ring-brand-600 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
    >
      Skip to content
    </a>
  );
}
