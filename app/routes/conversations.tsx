// /conversations (spec section 2 "Conversations"): the premium gate with true counts, or the player
// for the learner's current topic. Progress moves only through POST /api/conversations/progress.
import { data } from "react-router";
import { Link, useLoaderData, useRevalidator } from "react-router";
import { useCallback, useEffect, useRef, useState } from "react";
import { Screen } from "../components/screen";
import { playText, SpeechError, stopAudio } from "../components/audio";
import { useToast } from "../components/toast";
import { canUseConversations } from "../domain/access";
import { LANGUAGE_INFO, LANGUAGES, type Language } from "../domain/languages";
import { transliterateRussian } from "../domain/transliterate";
import { conversationCount, conversationLines, getConversationProgress } from "../server/conversation.server";
import { signedOutData } from "../server/screen.server";
import { guardScreen } from "../server/shell.server";
import type { Route } from "./+types/conversations";

export const PLAY_ALL_PAUSE_MS = 800;
const CONVERSATION_RATE = 0.9;

export async function loader({ request, context }: Route.LoaderArgs) {
  const guarded = await guardScreen(request, context);
  if (guarded.kind === "signed-out") return signedOutData();
  const { scope, user, shell } = guarded;
  if (!canUseConversations(shell.subscription, shell.user.isAdmin)) {
    return data(
      { signedOut: false as const, gate: true as const, conversations: await conversationCount(scope.d1) },
      { status: 403 },
    );
  }
  const language = shell.language;
  const lines = await conversationLines(scope.d1, language);
  const progress = await getConversationProgress(scope.d1, user, language, scope.now, lines);
  return data({
    signedOut: false as const,
    gate: false as const,
    language,
    progress,
    lines: lines.filter((l) => l.conversationId === progress.currentConversationId),
  });
}

export default function ConversationsScreen() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.signedOut) return <Screen signedOut>{() => null}</Screen>;
  if (loaded.gate) return <Screen>{() => <PremiumGate conversations={loaded.conversations} />}</Screen>;
  return (
    <Screen>
      {(shell) => (
        <Player
          key={`${loaded.language}-${loaded.progress.currentConversationId}`}
          {...loaded}
          premium={shell.premiumAudio && shell.settings.audioQuality === "premium"}
        />
      )}
    </Screen>
  );
}

function PremiumGate({ conversations }: { conversations: number }) {
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-amber-200 bg-gradient-to-br from-amber-50 to-white p-8 text-center shadow-sm">
      <p className="text-4xl" aria-hidden>
        💬
      </p>
      <h1 className="mt-2 text-2xl font-bold">Premium Feature</h1>
      <p className="mt-2 text-slate-700">Practise real two-speaker dialogues, line by line.</p>
      <ul className="mx-auto mt-5 max-w-sm space-y-2 text-left text-slate-700">
        <li>✓ {conversations.toLocaleString("en-US")} real-life scenarios</li>
        <li>✓ Native audio with a different voice for each speaker</li>
        <li>✓ All {LANGUAGES.length} languages</li>
        <li>✓ Play-all, auto-progress and more advanced features</li>
      </ul>
      <Link
        to="/subscription"
        className="mt-6 inline-block rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        Upgrade to Premium
      </Link>
    </div>
  );
}

const CONGRATULATIONS: Record<Language, string> = {
  italian: "Hai completato tutte le conversazioni disponibili!",
  spanish: "¡Has completado todas las conversaciones disponibles!",
  french: "Tu as terminé toutes les conversations disponibles !",
  german: "Du hast alle verfügbaren Gespräche abgeschlossen!",
  russian: "Ты прошёл все доступные диалоги!",
};

type Loaded = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { gate: false }>;

function Player({ language, progress, lines, premium }: Loaded & { premium: boolean }) {
  const info = LANGUAGE_INFO[language];
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const [playing, setPlaying] = useState<number | null>(null);
  const [autoProgress, setAutoProgress] = useState(false);
  const [busy, setBusy] = useState(false);
  const cancelled = useRef(false);

  const playLine = useCallback(
    async (index: number) => {
      const line = lines[index];
      if (!line) return;
      setPlaying(index);
      try {
        // Each speaker keeps their own voice, in the cloud and in the browser.
        await playText({
          text: line.text,
          speechCode: info.speechCode,
          rate: CONVERSATION_RATE,
          speaker: line.speaker,
          premium,
          onFallback: () =>
            toast({ title: "Audio Error", description: "Premium audio failed, trying fallback...", variant: "destructive" }),
        });
      } finally {
        setPlaying(null);
      }
    },
    [info.speechCode, lines, premium, toast],
  );

  const continueNext = useCallback(async () => {
    setBusy(true);
    stopAudio();
    try {
      const response = await fetch("/api/conversations/progress", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ language, action: "continue" }),
      });
      if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
      revalidator.revalidate();
    } catch {
      toast({ title: "Error", description: "Failed to continue to next conversation", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }, [language, revalidator, toast]);

  const playAll = useCallback(async () => {
    cancelled.current = false;
    try {
      for (let i = 0; i < lines.length && !cancelled.current; i++) {
        await playLine(i);
        if (i < lines.length - 1) await new Promise((r) => setTimeout(r, PLAY_ALL_PAUSE_MS));
      }
      if (!cancelled.current && autoProgress) await continueNext();
    } catch {
      toast({ title: "Audio Error", description: "Could not play full conversation", variant: "destructive" });
    }
  }, [autoProgress, continueNext, lines.length, playLine, toast]);

  // On entering a conversation its first line plays (silently skipped where the browser forbids it).
  useEffect(() => {
    const timer = setTimeout(() => void playLine(0).catch(() => {}), 300);
    return () => {
      clearTimeout(timer);
      cancelled.current = true;
      stopAudio();
    };
  }, [playLine]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(lines.map((l) => `${l.speaker}: ${l.text}`).join("\n"));
      toast({ title: "Copied!", description: `${info.name} conversation copied to clipboard` });
    } catch {
      toast({ title: "Error", description: "Failed to copy to clipboard", variant: "destructive" });
    }
  }

  if (progress.completed || lines.length === 0) {
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
        <Link to="/" className="mt-6 inline-block rounded-xl bg-brand-600 px-5 py-2.5 font-semibold text-white">
          Continue Learning
        </Link>
      </div>
    );
  }

  const position = progress.currentLineId;
  return (
    <div className="mx-auto max-w-2xl">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold" data-testid="conversation-topic">
          {progress.currentTopic}
        </h1>
        <p className="text-sm text-slate-500">
          Conversation {position} of {progress.currentSequence} unlocked · {progress.totalTopics} in all · {progress.totalPoints}{" "}
          points
        </p>
      </div>
      <ol className="mt-5 space-y-3" data-testid="conversation-lines">
        {lines.map((line, i) => {
          const second = line.speaker === "Person 2";
          return (
            <li key={line.id} className={`flex ${second ? "justify-end" : ""}`}>
              <div
                className={`max-w-[85%] rounded-2xl p-4 shadow-sm ${second ? "bg-brand-600 text-white" : "bg-white"} ${playing === i ? "ring-4 ring-amber-300" : ""}`}
              >
                <div className="flex items-center justify-between gap-3">
                  <span
                    className={`text-xs font-semibold uppercase tracking-wide ${second ? "text-brand-50" : "text-slate-600"}`}
                  >
                    {line.speaker}
                  </span>
                  <button
                    type="button"
                    aria-label={`Play line ${i + 1}`}
                    onClick={() =>
                      void playLine(i).catch((error) =>
                        toast({
                          title: "Audio Error",
                          description: error instanceof SpeechError ? error.message : "Could not play audio",
                          variant: "destructive",
                        }),
                      )
                    }
                    className="rounded-full px-2 text-sm opacity-80 hover:opacity-100"
                  >
                    ▶
                  </button>
                </div>
                <p className="mt-1 text-lg font-medium" lang={info.speechCode}>
                  {line.text}
                </p>
                {language === "russian" && (
                  <p className={`text-sm italic ${second ? "text-brand-50" : "text-slate-600"}`}>
                    {transliterateRussian(line.text)}
                  </p>
                )}
                <p className={`mt-1 text-sm ${second ? "text-white" : "text-slate-600"}`}>{line.english}</p>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => void playAll()}
          className="rounded-xl border border-slate-300 px-4 py-2.5 font-medium hover:bg-slate-50"
        >
          Play all
        </button>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={autoProgress} onChange={(e) => setAutoProgress(e.target.checked)} />
          Auto-progress
        </label>
        <button
          type="button"
          onClick={() => void copy()}
          className="rounded-xl border border-slate-300 px-4 py-2.5 font-medium hover:bg-slate-50"
        >
          Copy
        </button>
        <button
          type="button"
          onClick={() => void continueNext()}
          disabled={busy}
          className="ml-auto rounded-xl bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
        >
          Continue
        </button>
      </div>
    </div>
  );
}
