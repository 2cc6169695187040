// "Say it" on the learn screen (issue #28): only where the browser can recognise speech; each press
// (or S, or hands-free's shadowing pause) listens again, and a new sentence closes it. The panel
// (audio/speak-check.tsx, with the transcript rules) arrives with the first press: the learn screen's
// first load does not carry it.
import { useCallback, useState } from "react";
import type { Language } from "../../domain/languages";
import { speechRecognitionSupported } from "../audio/recognition-support";
import { lazyComponent } from "../shell/lazy-component";

const SpeakCheck = lazyComponent(() => import("../audio/speak-check").then((module) => module.SpeakCheck));

export function useSayIt(hydrated: boolean, sentenceKey: string) {
  const canSpeak = hydrated && speechRecognitionSupported();
  const [speaking, setSpeaking] = useState({ key: "", count: 0 });
  const count = speaking.key === sentenceKey ? speaking.count : 0;
  const listen = useCallback(
    () => setSpeaking((s) => ({ key: sentenceKey, count: s.key === sentenceKey ? s.count + 1 : 1 })),
    [sentenceKey],
  );
  return { canSpeak, count, listen };
}

export function SayItPanel(props: {
  sentenceKey: string;
  count: number;
  sentence: string;
  language: Language;
  languageName: string;
  speechCode: string;
  onlineAllowed: boolean;
  onHear: () => void;
}) {
  if (props.count === 0) return null;
  return (
    <SpeakCheck
      key={props.sentenceKey}
      sentence={props.sentence}
      language={props.language}
      languageName={props.languageName}
      speechCode={props.speechCode}
      onlineAllowed={props.onlineAllowed}
      start={props.count}
      onHear={props.onHear}
    />
  );
}
