// The conversation player (spec section 2): the current topic's lines, play one or all, auto-progress,
// copy, and Continue, with a line that says what Continue will do before it is pressed.
import { useState } from "react";
import { ConversationComplete } from "./conversation-complete";
import { ConversationLines } from "./conversation-lines";
import { SpeedSelect } from "../audio/speech-controls";
import { useSpeechSettings } from "../audio/use-speech-settings";
import { toast } from "../shell/toast";
import { Button } from "../ui/button";
import { useConversationAudio } from "./use-conversation-audio";
import { useConversationContinue } from "./use-conversation-continue";
import type { ContinuePreview, ConversationLineView, ConversationProgress } from "../../domain/conversation";
import { LANGUAGE_INFO, type Language } from "../../domain/languages";
import type { ShellData } from "../../domain/views";

export function ConversationPlayer({
  language,
  progress,
  lines,
  continuePreview,
  shell,
}: {
  language: Language;
  progress: ConversationProgress;
  lines: ConversationLineView[];
  continuePreview: ContinuePreview;
  /** The learner's audio settings and whether premium voices can be had. */
  shell: Pick<ShellData, "settings" | "premiumAudio">;
}) {
  const info = LANGUAGE_INFO[language];
  const speech = useSpeechSettings("conversations", shell);
  const [autoProgress, setAutoProgress] = useState(false);
  const { busy, continueNext } = useConversationContinue(language, progress.level, progress);
  const { playing, playLine, playAll } = useConversationAudio({
    lines,
    language,
    speechCode: info.speechCode,
    rate: speech.rate,
    premium: speech.premium,
    afterPlayAll: autoProgress ? continueNext : undefined,
  });

  async function copy() {
    try {
      await navigator.clipboard.writeText(lines.map((l) => `${l.speaker}: ${l.text}`).join("\n"));
      toast({ title: "Copied!", description: `${info.name} conversation copied to clipboard` });
    } catch {
      toast({ title: "Error", description: "Failed to copy to clipboard", variant: "destructive" });
    }
  }

  if (progress.completed || lines.length === 0) return <ConversationComplete language={language} />;

  return (
    <div className="mx-auto max-w-2xl">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold" data-testid="conversation-topic">
          {progress.currentTopic}
        </h1>
        <p className="text-sm text-slate-600">
          Conversation {progress.currentLineId} of {progress.currentSequence} unlocked · {progress.totalTopics} in level{" "}
          {progress.level} · {progress.totalPoints} points
        </p>
      </div>
      <ConversationLines
        lines={lines}
        language={language}
        speechCode={info.speechCode}
        playing={playing}
        onPlay={playLine}
        hideEnglish={shell.settings.hideTranslation}
      />
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void playAll()}>
          Play all
        </Button>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={autoProgress} onChange={(e) => setAutoProgress(e.target.checked)} />
          Auto-progress
        </label>
        <SpeedSelect settings={speech} />
        <Button variant="secondary" onClick={() => void copy()}>
          Copy
        </Button>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-end gap-3 rounded-xl bg-slate-50 p-3">
        <p id="continue-preview" className="min-w-0 flex-1 basis-64 text-sm text-slate-700" data-testid="continue-preview">
          {continuePreview.text}
        </p>
        <Button onClick={() => void continueNext()} disabled={busy} aria-describedby="continue-preview">
          Continue
        </Button>
      </div>
    </div>
  );
}
