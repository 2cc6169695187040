// The speed and voice-quality selects of review and conversations (the learn screen has its own
// panel with a slider), bound to useSpeechSettings.
import { SELECT_CLASS } from "../ui/select";
import { SPEECH_SPEEDS, type AudioQuality, type SpeechSettings } from "./use-speech-settings";

export function SpeedSelect({ settings }: { settings: Pick<SpeechSettings, "rate" | "setRate"> }) {
  const { rate, setRate } = settings;
  // A speed saved elsewhere (the API takes any step) is still shown as chosen.
  const speeds = (SPEECH_SPEEDS as readonly number[]).includes(rate)
    ? SPEECH_SPEEDS
    : [...SPEECH_SPEEDS, rate].sort((a, b) => a - b);
  return (
    <select aria-label="Speed" value={rate} onChange={(e) => setRate(Number(e.target.value))} className={SELECT_CLASS}>
      {speeds.map((s) => (
        <option key={s} value={s}>
          {s}x
        </option>
      ))}
    </select>
  );
}

/** Only where premium voices can be used: elsewhere the choice would change nothing. */
export function QualitySelect({ settings }: { settings: Pick<SpeechSettings, "quality" | "setQuality" | "premiumAvailable"> }) {
  if (!settings.premiumAvailable) return null;
  return (
    <select
      aria-label="Audio quality"
      value={settings.quality}
      onChange={(e) => settings.setQuality(e.target.value as AudioQuality)}
      className={SELECT_CLASS}
    >
      <option value="premium">Premium</option>
      <option value="standard">Standard</option>
    </select>
  );
}
