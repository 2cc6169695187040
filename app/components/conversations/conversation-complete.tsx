// Shown when no topic is current (spec: "a congratulations card shows in the language").
import { Link } from "react-router";
import type { Language } from "../../domain/languages";
import { buttonClass } from "../ui/button";

const CONGRATULATIONS: Record<Language, string> = {
  italian: "Hai completato tutte le conversazioni disponibili!",
  spanish: "¡Has completado todas las conversaciones disponibles!",
  french: "Tu as terminé toutes les conversations disponibles !",
  german: "Du hast alle verfügbaren Gespräche abgeschlossen!",
  russian: "Ты прошёл все доступные диалоги!",
};

export function ConversationComplete({ language }: { language: Language }) {
  return (
    <div
      className="mx-auto max-w-lg rounded-2xl border border-green-200 bg-green-50 p-8 text-center"
      data-testid="conversations-complete"
    >
      <p className="text-4xl" aria-hidden>
        🎉
      </p>
      <h1 className="mt-2 text-2xl font-bold">{CONGRATULATIONS[language]}</h1>
      <p className="mt-2 text-slate-700">You've completed all available conversations!</p>
      <Link to="/" className={buttonClass("primary", { className: "mt-6" })}>
        Continue Learning
      </Link>
    </div>
  );
}
