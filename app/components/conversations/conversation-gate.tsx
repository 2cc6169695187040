// The 'Premium Feature' gate (spec section 2): what conversations offer, with the true count.
import { Link } from "react-router";
import { LANGUAGES } from "../../domain/languages";
import { buttonClass } from "../ui/button";
import { formatCount } from "../../domain/format";

export function ConversationGate({ conversations }: { conversations: number }) {
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-amber-200 bg-gradient-to-br from-amber-50 to-white p-8 text-center shadow-sm">
      <p className="text-4xl" aria-hidden>
        💬
      </p>
      <h1 className="mt-2 text-2xl font-bold">Premium Feature</h1>
      <p className="mt-2 text-slate-700">Practise real two-speaker dialogues, line by line.</p>
      <ul className="mx-auto mt-5 max-w-sm space-y-2 text-left text-slate-700">
        <li>✓ {formatCount(conversations)} real-life scenarios</li>
        <li>✓ Native audio with a different voice for each speaker</li>
        <li>✓ All {LANGUAGES.length} languages</li>
        <li>✓ Play-all, auto-progress and more advanced features</li>
      </ul>
      <Link to="/subscription" className={buttonClass("primary", { size: "lg", className: "mt-6" })}>
        Upgrade to Premium
      </Link>
    </div>
  );
}
