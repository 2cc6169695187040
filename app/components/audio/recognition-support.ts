// Whether this browser can recognise speech, asked synchronously while a screen renders (its "Say it"
// button and answer modes). Apart from the recogniser (recognition.ts) and the audio engine
// (audio.ts), so that asking costs no request: both of those arrive only when first used.

/** Whether this browser has speech recognition at all (Chrome, Edge and Safari do; Firefox does not). */
export function speechRecognitionSupported(): boolean {
  if (typeof window === "undefined") return false;
  const w = window as unknown as Record<string, unknown>;
  return typeof w.SpeechRecognition === "function" || typeof w.webkitSpeechRecognition === "function";
}
