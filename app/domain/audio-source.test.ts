import { describe, expect, it } from "vitest";
import { fallbackSources, recordingUrl, silenceNotice } from "./audio-source";

describe("which sound plays when no premium voice does", () => {
  it("uses the browser's voice first when it has one for the language, the recording after it", () => {
    expect(fallbackSources({ browserVoice: true, recording: true })).toEqual(["browser", "recording"]);
  });

  it("uses the standard recording first when the browser has no voice for the language", () => {
    expect(fallbackSources({ browserVoice: false, recording: true })).toEqual(["recording", "browser"]);
  });

  it("without a recording (the English line), only the browser can speak", () => {
    expect(fallbackSources({ browserVoice: true, recording: false })).toEqual(["browser"]);
    expect(fallbackSources({ browserVoice: false, recording: false })).toEqual(["browser"]);
  });
});

describe("what is said when nothing played", () => {
  const failed = new Error("Could not play audio");
  const engine = { code: "synthesis-failed", message: "Speech synthesis failed" };

  it("no voice and no playable recording: says so, with what to do", () => {
    expect(silenceNotice(false, [failed, engine])).toBe("no-sound");
  });

  it("a voice that failed: the failure itself", () => {
    expect(silenceNotice(true, [engine])).toBe("playback");
    expect(silenceNotice(true, [{ code: "voice-unavailable" }])).toBe("no-voice");
  });

  it("a page that may not play sound yet, or is offline, says that first (pressing ▶ or reconnecting helps)", () => {
    expect(silenceNotice(false, [{ name: "NotAllowedError", message: "play() failed" }, engine])).toBe("blocked");
    expect(silenceNotice(false, [new TypeError("Failed to fetch"), engine])).toBe("network");
  });

  it("addresses a recording by language, kind and id", () => {
    expect(recordingUrl("italian", "sentence", 12)).toBe("/api/audio/recording/italian/sentence/12");
    expect(recordingUrl("russian", "line", 3)).toBe("/api/audio/recording/russian/line/3");
  });
});
