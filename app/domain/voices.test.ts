import { describe, expect, it } from "vitest";
import { CLOUD_VOICES, normaliseSynthesis, resolveVoice } from "./voices";

describe("voices", () => {
  it("gives Person 1 and Person 2 different voices in every language", () => {
    for (const [code, voices] of Object.entries(CLOUD_VOICES)) {
      expect(voices["Person 1"], code).not.toBe(voices["Person 2"]);
      expect(voices["Person 1"].startsWith(code)).toBe(true);
    }
  });

  it("uses an explicit voice only when it belongs to the language", () => {
    expect(resolveVoice("it-IT", "it-IT-Wavenet-D", "Person 2")).toBe("it-IT-Wavenet-D");
    expect(resolveVoice("it-IT", "de-DE-Neural2-B", null)).toBe("it-IT-Neural2-A");
    expect(resolveVoice("fr-FR", null, "Person 2")).toBe("fr-FR-Neural2-B");
  });

  it("normalises equal requests to one cache key", () => {
    const a = normaliseSynthesis({
      text: " Ciao,  come stai? ",
      languageCode: "it-IT",
      voiceName: "v",
      speakingRate: 0.7000001,
      pitch: 0.04,
    });
    const b = normaliseSynthesis({
      text: "Ciao, come stai?",
      languageCode: "it-IT",
      voiceName: "v",
      speakingRate: 0.7,
      pitch: 0,
    });
    expect(a).toEqual(b);
  });
});
