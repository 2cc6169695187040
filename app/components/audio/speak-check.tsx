// "Say it" (learn) and "Speak your answer" (review), issue #28: the learner says the sentence, the
// browser recognises it (on the device where it can: recognition.ts), and what was heard is shown
// against the sentence word by word (domain/transcript.ts). Before the browser's online service is
// used, the learner is told once in plain words and agrees; the choice is kept in their settings.
// Its own chunk: screens render it (lazyComponent) only after the first press, so their first load
// does not grow.
import { useCallback, useEffect, useRef, useState } from "react";
import type { Language } from "../../domain/languages";
import { checkSpoken, type SpokenCheck } from "../../domain/transcript";
import { api } from "../shell/api-client";
import { Button } from "../ui/button";
import { stopAudio } from "./audio";
import { installLanguage, listen, recognitionProblem, recognitionRoute, type Listening } from "./recognition";

export interface SpeakCheckProps {
  /** The sentence to say. */
  sentence: string;
  language: Language;
  languageName: string;
  speechCode: string;
  /** The learner's saved agreement to online recognition (settings.onlineSpeechRecognition). */
  onlineAllowed: boolean;
  /** Each new value starts listening again (the button, or its key). */
  start: number;
  /** Plays the sentence ("Hear it"). */
  onHear: () => void;
  /** What was heard, checked (review suggests its grade). */
  onResult?: (check: SpokenCheck) => void;
}

type Step =
  | { kind: "checking" }
  | { kind: "download" }
  | { kind: "downloading" }
  | { kind: "consent" }
  | { kind: "declined" }
  | { kind: "listening" }
  | { kind: "result"; check: SpokenCheck }
  | { kind: "problem"; text: string };

// Agreed in this page (the shell's settings are read once per load).
let agreedThisPage = false;

const MARK_CLASS = {
  right: "bg-green-100 text-green-900",
  close: "bg-amber-100 text-amber-950",
  missing: "bg-red-100 text-red-900 line-through decoration-2",
} as const;

const MARK_LABEL = { right: "right", close: "close", missing: "missing" } as const;

export function SpeakCheck(props: SpeakCheckProps) {
  const { sentence, language, languageName, speechCode, start, onHear } = props;
  const [step, setStep] = useState<Step>({ kind: "checking" });
  const listening = useRef<Listening | null>(null);
  const live = useRef(true);
  const latest = useRef(props);
  latest.current = props;

  const hear = useCallback(
    async (local: boolean) => {
      listening.current?.abort();
      // The microphone must not hear our own voice reading the sentence.
      stopAudio();
      setStep({ kind: "listening" });
      try {
        const session = listen(speechCode, local);
        listening.current = session;
        const heard = await session.result;
        if (!live.current || listening.current !== session) return;
        listening.current = null;
        if (heard.length === 0) {
          setStep({ kind: "problem", text: "Nothing was heard. Press Try again and say the sentence." });
          return;
        }
        // The recogniser's guesses, best first: the one closest to the sentence is the learner's.
        const checks = heard.map((h) => checkSpoken(h, sentence, language));
        const best = checks.reduce((a, b) => (b.suggestedGrade > a.suggestedGrade ? b : a));
        setStep({ kind: "result", check: best });
        latest.current.onResult?.(best);
      } catch (error) {
        if (live.current) setStep({ kind: "problem", text: recognitionProblem(error) });
      }
    },
    [speechCode, sentence, language],
  );

  const begin = useCallback(async () => {
    setStep({ kind: "checking" });
    let route;
    try {
      route = await recognitionRoute(speechCode);
    } catch (error) {
      setStep({ kind: "problem", text: recognitionProblem(error) });
      return;
    }
    if (!live.current) return;
    if (route === "local") void hear(true);
    else if (route === "download") setStep({ kind: "download" });
    else if (latest.current.onlineAllowed || agreedThisPage) void hear(false);
    else setStep({ kind: "consent" });
  }, [speechCode, hear]);

  useEffect(() => {
    live.current = true;
    void begin();
  }, [begin, start]);
  useEffect(
    () => () => {
      live.current = false;
      listening.current?.abort();
    },
    [],
  );

  async function download() {
    setStep({ kind: "downloading" });
    const installed = await installLanguage(speechCode);
    if (!live.current) return;
    if (installed) void hear(true);
    else if (latest.current.onlineAllowed || agreedThisPage) void hear(false);
    else setStep({ kind: "consent" });
  }

  function agree() {
    agreedThisPage = true;
    // Kept with the learner's settings; if saving fails, the agreement still holds on this page.
    api.post("/api/settings", { onlineSpeechRecognition: true }).catch(() => undefined);
    void hear(false);
  }

  return (
    <section
      aria-label="Say it"
      data-testid="speak-check"
      className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4 text-left"
    >
      {step.kind === "checking" && <p className="text-slate-700">Getting the microphone ready…</p>}
      {step.kind === "download" && (
        <Choice
          text={`Your browser can recognise ${languageName} on this device, so your voice stays on it. It needs to download the ${languageName} speech model once.`}
          yes="Download and listen"
          onYes={() => void download()}
          onNo={() => setStep({ kind: "declined" })}
        />
      )}
      {step.kind === "downloading" && <p className="text-slate-700">Downloading the {languageName} speech model…</p>}
      {step.kind === "consent" && (
        <Choice
          testId="speech-consent"
          text={`On this device your browser can recognise ${languageName} only online: your browser sends the recording to its speech service. Piramide never receives or keeps it. Use it?`}
          yes="Use online recognition"
          onYes={agree}
          onNo={() => setStep({ kind: "declined" })}
        />
      )}
      {step.kind === "declined" && <p className="text-slate-700">Not now: nothing was recorded.</p>}
      {step.kind === "listening" && (
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="font-medium text-brand-700" data-testid="speech-listening">
            🎙 Listening… say the sentence.
          </p>
          <Button variant="secondary" size="sm" onClick={() => listening.current?.stop()}>
            Done
          </Button>
        </div>
      )}
      {step.kind === "problem" && (
        <>
          <p role="status" className="text-slate-800" data-testid="speech-problem">
            {step.text}
          </p>
          <Actions onAgain={() => void begin()} onHear={onHear} />
        </>
      )}
      {step.kind === "result" && (
        <>
          <SpokenFeedback check={step.check} speechCode={speechCode} />
          <Actions onAgain={() => void begin()} onHear={onHear} />
        </>
      )}
    </section>
  );
}

function Choice(props: { text: string; yes: string; onYes: () => void; onNo: () => void; testId?: string }) {
  return (
    <div data-testid={props.testId}>
      <p className="text-slate-800">{props.text}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={props.onYes}>
          {props.yes}
        </Button>
        <Button variant="secondary" size="sm" onClick={props.onNo}>
          Not now
        </Button>
      </div>
    </div>
  );
}

function Actions({ onAgain, onHear }: { onAgain: () => void; onHear: () => void }) {
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={onAgain}>
        Try again
      </Button>
      <Button variant="secondary" size="sm" onClick={onHear}>
        Hear it
      </Button>
    </div>
  );
}

/** What was heard, the sentence word by word marked right / close / missing, and the verdict. */
export function SpokenFeedback({ check, speechCode }: { check: SpokenCheck; speechCode: string }) {
  const tone = check.verdict === "correct" ? "text-green-800" : check.verdict === "wrong" ? "text-red-800" : "text-amber-900";
  return (
    <div data-testid="speech-feedback">
      <p role="status" className={`font-semibold ${tone}`} data-testid="speech-verdict">
        {check.message}
      </p>
      <p className="mt-1 text-slate-700">
        You said:{" "}
        <q lang={speechCode} data-testid="speech-heard" className="text-slate-900">
          {check.heard}
        </q>
      </p>
      <p className="mt-2 text-lg leading-relaxed" lang={speechCode} data-testid="speech-marks">
        {check.words.map((w, i) => (
          <span key={i}>
            {i > 0 && w.spaced ? " " : ""}
            <span data-mark={w.mark} className={`rounded px-0.5 ${MARK_CLASS[w.mark]}`}>
              {w.text}
              <span className="sr-only"> ({MARK_LABEL[w.mark]})</span>
            </span>
          </span>
        ))}
      </p>
    </div>
  );
}
