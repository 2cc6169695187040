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

  const missing = { name: "NotSupportedError", message: "The element has no supported sources." };

  it("no voice and no playable recording: says so, with what to do", () => {
    const failures = [
      { source: "recording" as const, error: missing },
      { source: "browser" as const, error: engine },
    ];
    expect(silenceNotice(false, failures)).toBe("no-sound");
  });

  it("a voice that failed: what the voice said, not the missing recording after it", () => {
    const failures = [
      { source: "browser" as const, error: engine },
      { source: "recording" as const, error: missing },
    ];
    expect(silenceNotice(true, failures)).toBe("playback");
    expect(silenceNotice(true, [{ source: "browser", error: { code: "voice-unavailable" } }])).toBe("no-voice");
    expect(silenceNotice(true, [{ source: "recording", error: failed }])).toBe("playback");
  });

  it("a page that may not play sound yet, or is offline, says that first (pressing ▶ or reconnecting helps)", () => {
    const blocked = { name: "NotAllowedError", message: "play() failed" };
    expect(
      silenceNotice(false, [
        { source: "recording", error: blocked },
        { source: "browser", error: engine },
      ]),
    ).toBe("blocked");
    expect(silenceNotice(true, [{ source: "browser", error: new TypeError("Failed to fetch") }])).toBe("network");
  });

  it("addresses a recording by language, kind and id", () => {
    expect(recordingUrl("italian", "sentence", 12)).toBe("/api/audio/recording/italian/sentence/12");
    expect(recordingUrl("russian", "line", 3)).toBe("/api/audio/recording/russian/line/3");
  });
});
