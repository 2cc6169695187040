// The browser's speech recognition (Web Speech API), on the device where it can be: the recording
// never leaves the browser for Piramide, and leaves the device only where the learner agreed that the
// browser's own online service may hear it (issue #28, decisions.md "Speaking").
// `SpeechRecognition.available()` / `install()` are the on-device API (Chrome 139+); a browser
// without them recognises online only.

export type RecognitionRoute =
  /** The language runs on the device now. */
  | "local"
  /** The device can run it after the browser downloads the language (SpeechRecognition.install). */
  | "download"
  /** Only the browser's online speech service can recognise it. */
  | "online";

type Availability = "available" | "downloadable" | "downloading" | "unavailable";

interface RecognitionResultList {
  length: number;
  [index: number]: { length: number; [index: number]: { transcript: string } };
}

interface Recogniser {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  processLocally?: boolean;
  onresult: ((event: { results: RecognitionResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

interface RecogniserClass {
  new (): Recogniser;
  available?: (options: { langs: string[]; processLocally: boolean }) => Promise<Availability>;
  install?: (options: { langs: string[]; processLocally: boolean }) => Promise<boolean>;
}

function recogniserClass(): RecogniserClass | null {
  if (typeof window === "undefined") return null;
  const w = window as unknown as { SpeechRecognition?: RecogniserClass; webkitSpeechRecognition?: RecogniserClass };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** A recognition problem, with the API's error code ('not-allowed', 'no-speech', 'network', …). */
export class RecognitionError extends Error {
  readonly code: string;
  constructor(code: string) {
    super(`Speech recognition failed: ${code}`);
    this.name = "RecognitionError";
    this.code = code;
  }
}

/** Where `speechCode` can be recognised in this browser. */
export async function recognitionRoute(speechCode: string): Promise<RecognitionRoute> {
  const Class = recogniserClass();
  if (!Class) throw new RecognitionError("unsupported");
  if (typeof Class.available !== "function") return "online";
  try {
    const answer = await Class.available({ langs: [speechCode], processLocally: true });
    if (answer === "available") return "local";
    if (answer === "downloadable" || answer === "downloading") return "download";
    return "online";
  } catch {
    return "online";
  }
}

/** Downloads the language for on-device recognition; true when it is there. */
export async function installLanguage(speechCode: string): Promise<boolean> {
  const Class = recogniserClass();
  if (!Class || typeof Class.install !== "function") return false;
  try {
    return await Class.install({ langs: [speechCode], processLocally: true });
  } catch {
    return false;
  }
}

export interface Listening {
  /** What was heard, best guess first (empty when nothing was). */
  result: Promise<string[]>;
  /** Ends listening now and keeps what was heard so far. */
  stop: () => void;
  /** Ends listening and forgets it (leaving the screen). */
  abort: () => void;
}

/** Listens for one utterance. The microphone is asked for here, on the learner's press. */
export function listen(speechCode: string, local: boolean): Listening {
  const Class = recogniserClass();
  if (!Class) throw new RecognitionError("unsupported");
  const recogniser = new Class();
  recogniser.lang = speechCode;
  recogniser.continuous = false;
  recogniser.interimResults = false;
  recogniser.maxAlternatives = 3;
  if (local) recogniser.processLocally = true;
  const result = new Promise<string[]>((resolve, reject) => {
    let heard: string[] = [];
    recogniser.onresult = (event) => {
      const last = event.results[event.results.length - 1];
      if (!last) return;
      heard = Array.from({ length: last.length }, (_, i) => last[i]!.transcript).filter((t) => t.trim() !== "");
    };
    recogniser.onerror = (event) => {
      if (event.error === "aborted") resolve([]);
      else if (event.error === "no-speech") resolve([]);
      else reject(new RecognitionError(event.error));
    };
    recogniser.onend = () => resolve(heard);
  });
  recogniser.start();
  return { result, stop: () => recogniser.stop(), abort: () => recogniser.abort() };
}

/** What to tell the learner when recognition failed, in words that say what to do. */
export function recognitionProblem(error: unknown): string {
  const code = error instanceof RecognitionError ? error.code : "";
  if (code === "not-allowed" || code === "service-not-allowed") {
    return "The microphone is blocked for this site. Allow it in your browser's site settings, then try again.";
  }
  if (code === "audio-capture") return "No microphone was found. Connect one, then try again.";
  if (code === "network") return "Your browser's speech service could not be reached. Check the connection, then try again.";
  if (code === "language-not-supported") return "Your browser cannot recognise this language.";
  return "Speech recognition stopped. Try again.";
}
