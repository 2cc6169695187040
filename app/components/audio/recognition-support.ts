// Whether this browser has speech recognition at all (Chrome, Edge and Safari do; Firefox does not).
// Kept apart and tiny: the screens ask it on every load, and the rest of "Say it" (recognition.ts,
// speak-check.tsx, the transcript rules) arrives only when the learner presses the button.
export function speechRecognitionSupported(): boolean {
  if (typeof window === "undefined") return false;
  const w = window as unknown as Record<string, unknown>;
  return typeof w.SpeechRecognition === "function" || typeof w.webkitSpeechRecognition === "function";
}
