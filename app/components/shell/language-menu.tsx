// The header's language menu. A <details> disclosure, so it opens and posts before JavaScript loads;
// once hydrated it also closes on a choice, on Escape (focus back on its button) and on a press
// outside, instead of staying open over the screen.
import { Form, Link, useLocation } from "react-router";
import { useRef } from "react";
import { LANGUAGE_INFO, LANGUAGES, type Language } from "../../domain/languages";
import type { ShellData } from "../../domain/views";
import { buttonClass } from "../ui/button";
import { useDismiss } from "./use-dismiss";

export function LanguageMenu({ shell }: { shell: ShellData }) {
  const location = useLocation();
  const ref = useRef<HTMLDetailsElement>(null);
  const current = LANGUAGE_INFO[shell.language];
  const locked = LANGUAGES.filter((l) => !shell.allowedLanguages.includes(l));

  function close(focusButton: boolean) {
    const details = ref.current;
    if (!details) return;
    details.open = false;
    if (focusButton) details.querySelector("summary")?.focus();
  }
  useDismiss(
    ref,
    () => !!ref.current?.open,
    (reason) => close(reason === "escape"),
  );

  return (
    <details ref={ref} className="group sm:relative" data-testid="language-switcher">
      <summary
        aria-label={`Language: ${current.name}`}
        className="flex cursor-pointer list-none items-center gap-1.5 rounded-lg border border-slate-200 bg-white px-2 py-1.5 text-sm font-medium hover:bg-slate-50 sm:gap-2 sm:px-3"
      >
        <span aria-hidden>{current.flag}</span>
        <span>{current.name}</span>
        <span aria-hidden className="text-slate-400">
          ▾
        </span>
      </summary>
      {/* On a phone the panel hangs from the header's edge (the button alone is too near the left). */}
      <div className="absolute right-2 top-full z-40 mt-1 w-64 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-2 shadow-lg sm:right-0 sm:mt-2">
        <Form method="post" action="/settings/language" className="flex flex-col" onSubmit={() => close(false)}>
          <input type="hidden" name="from" value={location.pathname + location.search} />
          {LANGUAGES.map((code: Language) => (
            <LanguageOption key={code} code={code} shell={shell} />
          ))}
        </Form>
        {locked.length > 0 && (
          <Link
            to="/subscription"
            onClick={() => close(false)}
            className={buttonClass("upgrade", { size: "sm", block: true, className: "mt-2" })}
          >
            Upgrade for $4.99/month
          </Link>
        )}
      </div>
    </details>
  );
}

function LanguageOption({ code, shell }: { code: Language; shell: ShellData }) {
  const info = LANGUAGE_INFO[code];
  const isLocked = !shell.allowedLanguages.includes(code);
  const isCurrent = code === shell.language;
  return (
    <button
      type="submit"
      name="language"
      value={code}
      disabled={isLocked || isCurrent}
      aria-current={isCurrent ? "true" : undefined}
      data-locked={isLocked ? "true" : undefined}
      className={`flex items-center gap-2 rounded-lg px-3 py-2 text-left text-sm ${
        isLocked ? "cursor-not-allowed opacity-50" : isCurrent ? "bg-brand-50 font-semibold" : "hover:bg-slate-100"
      }`}
    >
      <span aria-hidden>{info.flag}</span>
      <span className="flex-1">{info.name}</span>
      {isLocked && (
        <span title="Premium" aria-label="Premium">
          👑
        </span>
      )}
      {isCurrent && <span aria-hidden>✓</span>}
    </button>
  );
}
