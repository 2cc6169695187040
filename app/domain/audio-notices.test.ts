import { describe, expect, it } from "vitest";
import { audioNotice } from "./audio-notice-texts";
import { audioErrorKey, speechErrorKey } from "./audio-notices";

describe("audio notices", () => {
  it("never shows a raw code", () => {
    for (const key of ["premium-fallback", "no-speech", "no-voice", "no-sound", "blocked", "network", "playback"] as const) {
      const notice = audioNotice(key);
      expect(notice.description).not.toMatch(/synthesis-failed|Failed to fetch|error:/i);
      expect(notice.description.length).toBeGreaterThan(30);
    }
  });

  it("maps the speech API's codes", () => {
    expect(speechErrorKey("synthesis-failed")).toBe("playback");
    expect(speechErrorKey("audio-busy")).toBe("playback");
    expect(speechErrorKey("not-allowed")).toBe("blocked");
    expect(speechErrorKey("voice-unavailable")).toBe("no-voice");
    expect(speechErrorKey("network")).toBe("network");
    expect(speechErrorKey("unsupported")).toBe("no-speech");
  });

  it("maps thrown errors: a coded speech error, a blocked play(), a failed fetch, anything else", () => {
    expect(audioErrorKey({ code: "synthesis-failed", message: "x" })).toBe("playback");
    expect(audioErrorKey({ name: "NotAllowedError", message: "play() failed" })).toBe("blocked");
    expect(audioErrorKey(new TypeError("Failed to fetch"))).toBe("network");
    expect(audioErrorKey(new Error("Could not play audio"))).toBe("playback");
    expect(audioErrorKey(undefined)).toBe("playback");
  });

  it("says what to do about premium voices", () => {
    expect(audioNotice("premium-fallback").description).toBe(
      "Premium voices are not available right now, so your browser's voice is used.",
    );
  });
});
