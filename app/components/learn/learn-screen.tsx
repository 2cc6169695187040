// The learn screen (spec section 2 "Learn screen", section 4 "Audio and auto-progress"). Continue
// shows the next sentence at once from the pure pyramid rule, then reconciles with the server's
// answer (use-practice.ts). Without JavaScript the same button is a form post that the route's action
// applies. Each concern is a named hook; this component wires them and lays the screen out.
import { useCallback, useMemo } from "react";
import { recordingUrl } from "../../domain/audio-source";
import { LANGUAGE_INFO } from "../../domain/languages";
import { repetitionsOf } from "../../domain/pyramid";
import { transliterateRussian } from "../../domain/transliterate";
import type { ShellData } from "../../domain/views";
import { stopAudio } from "../audio/audio";
import { EmptyState, PyramidStatus, SentenceCard } from "./learn-card";
import type { LearnData } from "./learn-data";
import { SayItPanel, useSayIt } from "./learn-say-it";
import { ContinueForm, PracticeControls } from "./learn-controls";
import { AudioSettingsPanel, HotkeysPanel } from "./learn-settings";
import { DailyGoal, LearnStats } from "./learn-stats";
import { sayLoggedOutAndSignIn } from "../shell/logged-out";
import { toast } from "../shell/toast";
import { Tutorial, useTutorial } from "../shell/tutorial";
import { useHydrated } from "../shell/use-hydrated";
import { cardClass } from "../ui/card";
import { useAchievementToasts } from "./use-achievement-toasts";
import { useDailyGoal } from "./use-daily-goal";
import { useHandsFree } from "./use-hands-free";
import { useLearnHotkeys } from "./use-learn-hotkeys";
import { useLearnSettings } from "./use-learn-settings";
import { useLeagueToast } from "./use-league-toast";
import { useLearnTimers } from "./use-learn-timers";
import { useMilestones } from "./use-milestones";
import { usePractice } from "./use-practice";
import { useRefreshOnReturn } from "./use-refresh-on-return";
import { useSentenceAudio } from "./use-sentence-audio";
import { useTranslationToggle } from "./use-translation-toggle";
import { useTutorialTrigger } from "./use-tutorial-trigger";

/** A language is a screen of its own: switching starts every count (the daily goal too) from its data. */
export function LearnScreen({ data, shell }: { data: LearnData; shell: ShellData }) {
  return <LearnView key={data.language} data={data} shell={shell} />;
}

function LearnView({ data, shell }: { data: LearnData; shell: ShellData }) {
  const info = LANGUAGE_INFO[data.language];
  const hydrated = useHydrated();
  const settings = useLearnSettings(shell);
  const tutorial = useTutorialTrigger(data.progress);
  // The header's 'Help & Tutorial' opens the frame's dialog directly: pause for it as for ours.
  const frameTutorial = useTutorial();
  const tutorialOpen = tutorial.open || (frameTutorial?.open ?? false);

  const milestones = useMilestones();
  const practice = usePractice(data, shell.user.id, {
    onRefused: (status, message) => {
      if (status === 401) sayLoggedOutAndSignIn();
      else toast({ title: "Error", description: message || "Failed to save progress", variant: "destructive" });
    },
    onStep: milestones.onStep,
  });
  useRefreshOnReturn();
  useLeagueToast(data.leagueToast);
  const { view, texts, server, upcoming } = practice;
  useAchievementToasts({ language: data.language, achievements: data.achievements, loaded: data.progress, server });
  const goal = useDailyGoal({
    server,
    unsynced: practice.unsynced,
    goal: shell.settings.dailyGoal,
    timeZone: shell.user.timeZone,
    today: data.today,
    userId: shell.user.id,
  });

  const sequence = view.currentSequence;
  const position = Math.min(view.currentPosition, Math.max(0, sequence.length - 1));
  const currentId = sequence[position];
  const current = currentId !== undefined ? texts[String(currentId)] : undefined;
  const sentenceKey = `${currentId}:${position}:${view.points}`;
  const translation = useTranslationToggle(shell.settings.hideTranslation, sentenceKey);

  const play = useSentenceAudio({
    current,
    speechCode: info.speechCode,
    recording: currentId !== undefined ? recordingUrl(data.language, "sentence", currentId) : undefined,
    rate: settings.rate,
    premium: settings.premium,
  });
  const { advance: step } = practice;
  const { canSpeak, count: speakCount, listen: listenAgain } = useSayIt(hydrated, sentenceKey);
  const handsFree = useHandsFree({
    sentence: current,
    speechCode: info.speechCode,
    rate: settings.rate,
    premium: settings.premium,
    advance: step,
    // Shadowing: where the browser can recognise speech, listen in the pause and show what was heard.
    onShadow: () => {
      if (canSpeak) listenAgain();
      return canSpeak;
    },
  });
  const { stop: stopHandsFree } = handsFree;

  const sayIt = useCallback(() => {
    stopHandsFree();
    listenAgain();
  }, [listenAgain, stopHandsFree]);
  // A Continue by hand (button or key) also ends hands-free listening.
  const advance = useCallback(() => {
    stopHandsFree();
    stopAudio();
    step();
  }, [step, stopHandsFree]);

  const copy = useCallback(async () => {
    if (!current) return;
    try {
      await navigator.clipboard.writeText(current.text);
      toast({ title: "Copied!", description: `${info.name} sentence copied to clipboard` });
    } catch {
      toast({ title: "Error", description: "Failed to copy to clipboard", variant: "destructive" });
    }
  }, [current, info.name]);

  useLearnTimers({
    hydrated,
    hasText: current !== undefined,
    sentenceKey,
    autoplay: settings.autoplay,
    autoProgress: settings.autoProgress,
    autoDelaySeconds: settings.autoDelay,
    // Auto progress waits while the learner is saying the sentence.
    paused: tutorialOpen || speakCount > 0,
    play,
    advance,
  });
  useLearnHotkeys(hydrated && !tutorialOpen && current !== undefined, {
    advance,
    play: (which) => void play(which),
    toggleAutoProgress: settings.toggleAutoProgress,
    copy: () => void copy(),
    toggleTranslation: translation.toggle,
    sayIt: canSpeak ? sayIt : null,
  });

  const percent = sequence.length > 0 ? Math.round((position / sequence.length) * 100) : 0;
  const transliteration = useMemo(
    () => (data.language === "russian" && current ? transliterateRussian(current.text) : null),
    [current, data.language],
  );

  if (data.sentenceCount === 0) {
    return <EmptyState title="No lessons available" text={`There are no ${info.name} sentences yet. Please check back soon.`} />;
  }

  return (
    <div className="mx-auto max-w-3xl">
      <LearnStats
        language={data.language}
        languageName={info.name}
        streak={server.streak}
        streakFreezes={server.streakFreezes}
        points={view.points}
        sentenceCount={data.sentenceCount}
        dueCount={server.dueNow ?? 0}
      />
      <DailyGoal {...goal} />

      {practice.offline && practice.unsynced > 0 && (
        <p role="status" data-testid="offline-status" className="mt-3 rounded-lg bg-slate-800 px-3 py-2 text-sm text-white">
          Offline: {practice.unsynced} {practice.unsynced === 1 ? "step" : "steps"} will sync
        </p>
      )}
      {practice.caughtUp && (
        <p role="status" data-testid="caught-up" className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-700">
          Updated: you practised {info.name} in another tab or on another device, so this page now shows where you are.
        </p>
      )}

      <div className={cardClass({ shadow: true, className: "mt-5" })}>
        <PyramidStatus
          size={sequence.length}
          highest={Math.max(server.highestSentenceId, ...sequence)}
          repetitions={currentId !== undefined ? repetitionsOf(view, currentId) : 0}
          percent={percent}
        />
        {current ? (
          <SentenceCard
            sentence={current}
            languageName={info.name}
            speechCode={info.speechCode}
            transliteration={transliteration}
            translationShown={translation.shown}
            hidingTranslation={translation.hiding}
            onShowTranslation={translation.reveal}
            onToggleTranslation={translation.toggle}
            onPlay={(which) => void play(which)}
            onSayIt={canSpeak ? sayIt : null}
            hydrated={hydrated}
          />
        ) : (
          <EmptyState
            title={sequence.length === 0 ? "Level complete!" : "Sentence not found"}
            text={
              sequence.length === 0
                ? "Every sentence has graduated. Keep them fresh in Review."
                : "This sentence could not be loaded. Try Continue."
            }
          />
        )}
        {current && (
          <SayItPanel
            sentenceKey={sentenceKey}
            count={speakCount}
            sentence={current.text}
            language={data.language}
            languageName={info.name}
            speechCode={info.speechCode}
            onlineAllowed={shell.settings.onlineSpeechRecognition}
            onHear={() => void play("target")}
          />
        )}
        <ContinueForm
          language={data.language}
          disabled={sequence.length === 0 && upcoming.length === 0}
          onContinue={advance}
          added={milestones.added}
        />
        <PracticeControls
          hydrated={hydrated}
          handsFree={handsFree}
          settings={settings}
          onCopy={() => void copy()}
          onHelp={tutorial.show}
        />
      </div>

      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <AudioSettingsPanel settings={settings} />
        <HotkeysPanel languageName={info.name} sayIt={canSpeak} />
      </div>

      <Tutorial open={tutorial.open} onClose={tutorial.close} />
    </div>
  );
}
