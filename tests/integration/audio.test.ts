import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { listVoices, synthesize } from "../../app/server/audio.server";
import { getConfig } from "../../app/server/env.server";
import { call, freeLearner, startTrial } from "./helpers";

const ttsBase = (env as unknown as { GOOGLE_TTS_API_BASE: string }).GOOGLE_TTS_API_BASE;

async function providerCalls(text: string) {
  const all = (await (await fetch(`${ttsBase}/__requests`)).json()) as { path: string; body: { input?: { text: string } } }[];
  return all.filter((r) => r.path === "/v1/text:synthesize" && r.body?.input?.text === text);
}

async function premiumLearner() {
  const learner = await freeLearner("italian");
  await startTrial(learner);
  return learner;
}

const request = (text: string, extra: Record<string, unknown> = {}) => ({
  text,
  languageCode: "it-IT",
  speakingRate: 0.7,
  pitch: 0,
  voiceName: null,
  speaker: null,
  ...extra,
});

describe("POST /api/audio/synthesize", () => {
  it("calls the provider once, then serves the same request from R2", async () => {
    const learner = await premiumLearner();
    const text = `Buongiorno, come stai? ${crypto.randomUUID()}`;
    const first = await call("/api/audio/synthesize", { json: request(text), cookie: learner.cookie });
    expect(first.status).toBe(200);
    expect(first.body.cached).toBe(false);
    expect(atob(first.body.audioContent)).toBe(`ID3:it-IT-Neural2-A:0.7:${text}`);
    expect(first.body.audioUrl).toMatch(/^\/api\/audio\/[a-f0-9]{64}\.mp3$/);
    expect(await providerCalls(text)).toHaveLength(1);

    // Same request, different spacing: a cache hit, no provider call.
    const second = await call("/api/audio/synthesize", {
      json: request(`  ${text.replace(" ", "   ")} `),
      cookie: learner.cookie,
    });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ cached: true, audioContent: first.body.audioContent, audioUrl: first.body.audioUrl });
    expect(await providerCalls(text)).toHaveLength(1);

    const object = await env.AUDIO.get(`tts/${first.body.audioUrl.slice(11, 75)}.mp3`);
    expect(object?.httpMetadata).toMatchObject({
      contentType: "audio/mpeg",
      cacheControl: "public, max-age=31536000, immutable",
    });
  });

  it("gives Person 1 and Person 2 different voices", async () => {
    const learner = await premiumLearner();
    const text = `Due voci ${crypto.randomUUID()}`;
    const one = await call("/api/audio/synthesize", { json: request(text, { speaker: "Person 1" }), cookie: learner.cookie });
    const two = await call("/api/audio/synthesize", { json: request(text, { speaker: "Person 2" }), cookie: learner.cookie });
    expect(atob(one.body.audioContent)).toContain("it-IT-Neural2-A");
    expect(atob(two.body.audioContent)).toContain("it-IT-Neural2-C");
    expect(one.body.audioUrl).not.toBe(two.body.audioUrl);
  });

  it.each(["[fail-500]", "[malformed]", "[not-base64]"])(
    "turns a provider failure (%s) into {error} with a log line, and caches nothing",
    async (marker) => {
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      const learner = await premiumLearner();
      const text = `Errore ${marker} ${crypto.randomUUID()}`;
      const response = await call("/api/audio/synthesize", { json: request(text), cookie: learner.cookie });
      expect(response.status).toBe(502);
      expect(response.body.error).toMatch(/browser's voice is used instead/);
      expect(errors.mock.calls.flat().join(" ")).toMatch(/^audio: text-to-speech/);
      const again = await call("/api/audio/synthesize", { json: request(text), cookie: learner.cookie });
      expect(again.status).toBe(502);
      expect(await providerCalls(text)).toHaveLength(2);
      vi.restoreAllMocks();
    },
  );

  it("answers {error} at once without an API key", async () => {
    const config = { ...getConfig(env), GOOGLE_TTS_API_KEY: undefined };
    const text = `Senza chiave ${crypto.randomUUID()}`;
    const result = await synthesize(env.AUDIO, config, { text, languageCode: "it-IT", speakingRate: 1, pitch: 0 });
    expect(result).toEqual({ ok: false, status: 503, error: expect.stringMatching(/not configured/) });
    expect(await providerCalls(text)).toHaveLength(0);
  });

  it("is 403 for a free learner (the browser voice is used) and 401 signed out", async () => {
    const learner = await freeLearner("italian");
    const response = await call("/api/audio/synthesize", { json: request("Ciao."), cookie: learner.cookie });
    expect(response.status).toBe(403);
    expect(response.body.error).toMatch(/browser's voice/);
    expect((await call("/api/audio/synthesize", { json: request("Ciao.") })).status).toBe(401);
  });

  it.each([
    [{ text: "" }, "text is required"],
    [{ text: "x".repeat(501) }, "text must be at most 500 characters"],
    [{ languageCode: "xx-XX" }, "languageCode must be one of: it-IT, es-ES, fr-FR, de-DE, ru-RU, en-US"],
    [{ speakingRate: 3 }, "speakingRate must be a number from 0.5 to 1.5"],
    [{ pitch: 50 }, "pitch must be a number from -10 to 10"],
    [{ voiceName: "../../etc" }, "voiceName is not a valid voice name"],
    [{ speaker: "Person 3" }, 'speaker must be "Person 1" or "Person 2"'],
  ])("answers 400 for %j", async (fields, message) => {
    const learner = await premiumLearner();
    const response = await call("/api/audio/synthesize", { json: request("Ciao.", fields), cookie: learner.cookie });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });
});

describe("GET /api/audio/:key.mp3", () => {
  it("serves cached audio with an ETag, 304 on a match, 404 otherwise", async () => {
    const learner = await premiumLearner();
    const made = await call("/api/audio/synthesize", { json: request(`Servito ${crypto.randomUUID()}`), cookie: learner.cookie });
    const response = await call(made.body.audioUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("audio/mpeg");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const etag = response.headers.get("ETag")!;
    expect(etag).toMatch(/^".+"$/);
    expect(btoa(String(response.body))).toBe(made.body.audioContent);
    const again = await call(made.body.audioUrl, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect((await call(`/api/audio/${"0".repeat(64)}.mp3`)).status).toBe(404);
    expect((await call("/api/audio/not-a-key.mp3")).status).toBe(404);
  });
});

describe("GET /api/audio/voices/:languageCode", () => {
  it("lists the provider's voices, caches them, and answers [] on failure", async () => {
    const learner = await premiumLearner();
    const voices = await call("/api/audio/voices/de-DE", { cookie: learner.cookie });
    expect(voices.status).toBe(200);
    expect(voices.body.map((v: { name: string }) => v.name)).toEqual(["de-DE-Neural2-A", "de-DE-Neural2-B"]);
    const cached = await listVoices(env.AUDIO, { ...getConfig(env), GOOGLE_TTS_API_KEY: undefined }, "de-DE", Date.now());
    expect(cached).toHaveLength(2);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = await call("/api/audio/voices/ru-RU", { cookie: learner.cookie });
    expect(failing.body).toEqual([]);
    vi.restoreAllMocks();
    expect((await call("/api/audio/voices/xx-XX", { cookie: learner.cookie })).status).toBe(400);
  });
});
