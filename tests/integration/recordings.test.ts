// Standard recordings (issue #28): `npm run audio:warm`'s function against the local double of the
// provider and the real local R2, and the endpoint that serves them without ever synthesizing.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getConfig } from "../../app/server/env.server";
import { recordingObjectName, warmRecordings, type RecordingItem } from "../../app/server/recordings.server";
import { call, freeLearner, startTrial } from "./helpers";

const ttsBase = (env as unknown as { GOOGLE_TTS_API_BASE: string }).GOOGLE_TTS_API_BASE;
const config = getConfig(env);
const secret = "audio-key-secret-for-tests";

async function providerTexts(): Promise<string[]> {
  const all = (await (await fetch(`${ttsBase}/__requests`)).json()) as { path: string; body: { input?: { text: string } } }[];
  return all.filter((r) => r.path === "/v1/text:synthesize").map((r) => r.body.input?.text ?? "");
}

const sentences = env.TEST_SENTENCES.slice(0, 4);
const line = env.TEST_CONVERSATIONS[0]!;
const itemOf = (row: (typeof sentences)[number]): RecordingItem => ({
  language: "italian",
  kind: "sentence",
  id: Number(row.id),
  text: String(row.italian),
});

describe("warmRecordings (npm run audio:warm)", () => {
  it("records each text once in the standard voice, under the app's key, and skips it on the next run", async () => {
    const items = [
      ...sentences.slice(0, 3).map(itemOf),
      // The same text twice (a line may say what a sentence says) is one recording.
      { ...itemOf(sentences[0]!), kind: "line" as const, id: 999 },
      { language: "italian" as const, kind: "line" as const, id: Number(line.id), text: String(line.italian) },
    ];
    const before = (await providerTexts()).length;
    const progress: number[] = [];
    const first = await warmRecordings(env.AUDIO, config, items, { onProgress: (r) => progress.push(r.done) });
    expect(first).toEqual({ total: 4, present: 0, made: 4, failed: 0 });
    expect(progress.sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
    expect((await providerTexts()).length - before).toBe(4);

    const object = await env.AUDIO.get(recordingObjectName(secret, "italian", String(sentences[0]!.italian)));
    expect(await object?.text()).toBe(`ID3:it-IT-Neural2-A:1:${String(sentences[0]!.italian).trim()}`);
    expect(object?.httpMetadata?.contentType).toBe("audio/mpeg");

    // Resumable: a second run (one new text among them) asks the provider for the new one only.
    const again = await warmRecordings(env.AUDIO, config, [...items, itemOf(sentences[3]!)]);
    expect(again).toEqual({ total: 5, present: 4, made: 1, failed: 0 });
    expect((await providerTexts()).length - before).toBe(5);
  });

  it("counts a provider failure and leaves nothing behind, so the next run retries it", async () => {
    const broken: RecordingItem = {
      language: "italian",
      kind: "sentence",
      id: 1,
      text: `Rotto [fail-500] ${crypto.randomUUID()}`,
    };
    const errors = console.error;
    console.error = () => {};
    try {
      expect(await warmRecordings(env.AUDIO, config, [broken])).toEqual({ total: 1, present: 0, made: 0, failed: 1 });
      expect(await env.AUDIO.head(recordingObjectName(secret, "italian", broken.text))).toBeNull();
    } finally {
      console.error = errors;
    }
  });

  it("refuses to run without the key the app reads with", async () => {
    await expect(warmRecordings(env.AUDIO, { ...config, AUDIO_KEY_SECRET: undefined }, [])).rejects.toThrow(/AUDIO_KEY_SECRET/);
  });

  it("shares its cache entry with a premium learner asking for the standard voice at the standard speed", async () => {
    const text = String(sentences[0]!.italian);
    await warmRecordings(env.AUDIO, config, [itemOf(sentences[0]!)]);
    const learner = await freeLearner("italian");
    await startTrial(learner);
    const before = (await providerTexts()).length;
    const premium = await call("/api/audio/synthesize", {
      json: { text, languageCode: "it-IT", speakingRate: 1, pitch: 0, voiceName: null, speaker: null },
      cookie: learner.cookie,
    });
    expect(premium.status).toBe(200);
    expect((premium.body as { cached: boolean }).cached).toBe(true);
    expect((await providerTexts()).length).toBe(before);
  });
});

describe("GET /api/audio/recording/{language}/{sentence|line}/{id}", () => {
  const path = (kind: string, id: number | string, language = "italian") => `/api/audio/recording/${language}/${kind}/${id}`;

  it("asks who is calling before it judges the address", async () => {
    for (const address of [path("sentence", 1), path("sentence", "abc"), path("song", 1), path("sentence", 1, "klingon")]) {
      const response = await call(address);
      expect(response.status, address).toBe(401);
    }
  });

  it("gives a free learner the warmed recording, and never synthesizes one", async () => {
    const learner = await freeLearner("italian");
    const [warmed, cold] = [sentences[0]!, sentences[1]!];
    await warmRecordings(env.AUDIO, config, [itemOf(warmed)]);
    // The cold sentence is made sure to be absent (an earlier test in this file may have warmed it).
    await env.AUDIO.delete(recordingObjectName(secret, "italian", String(cold.italian)));
    const before = await providerTexts();

    const heard = await call(path("sentence", Number(warmed.id)), { cookie: learner.cookie });
    expect(heard.status).toBe(200);
    expect(heard.headers.get("Content-Type")).toBe("audio/mpeg");
    expect(heard.body).toBe(`ID3:it-IT-Neural2-A:1:${String(warmed.italian).trim()}`);
    expect(heard.headers.get("Cache-Control")).toBe("private, max-age=86400");

    const missing = await call(path("sentence", Number(cold.id)), { cookie: learner.cookie });
    expect(missing.status).toBe(404);
    expect((missing.body as { message: string }).message).toMatch(/no recording of this text yet/i);
    expect(await providerTexts()).toEqual(before);
  });

  it("answers 404 for an id that is no sentence or line, 400 for one that is no id, 403 outside the plan", async () => {
    const learner = await freeLearner("italian");
    const unknown = await call(path("sentence", 987654321), { cookie: learner.cookie });
    expect(unknown.status).toBe(404);
    expect((unknown.body as { message: string }).message).toBe("No such sentence.");
    const notAnId = await call(path("sentence", "0"), { cookie: learner.cookie });
    expect(notAnId.status).toBe(400);
    expect((notAnId.body as { message: string }).message).toBe("The id must be a whole number from 1 up.");
    expect((await call(path("song", 1), { cookie: learner.cookie })).status).toBe(400);
    // Spanish is not this free learner's language; dialogue lines belong to conversations (premium).
    expect((await call(path("sentence", Number(sentences[0]!.id), "spanish"), { cookie: learner.cookie })).status).toBe(403);
    expect((await call(path("line", Number(line.id)), { cookie: learner.cookie })).status).toBe(403);
  });

  it("serves a dialogue line's recording to a learner with conversations", async () => {
    const learner = await freeLearner("italian");
    await startTrial(learner);
    await warmRecordings(env.AUDIO, config, [
      { language: "italian", kind: "line", id: Number(line.id), text: String(line.italian) },
    ]);
    const heard = await call(path("line", Number(line.id)), { cookie: learner.cookie });
    expect(heard.status).toBe(200);
    expect(heard.body).toBe(`ID3:it-IT-Neural2-A:1:${String(line.italian).trim()}`);
    const unknown = await call(path("line", 987654321), { cookie: learner.cookie });
    expect(unknown.status).toBe(404);
    expect((unknown.body as { message: string }).message).toBe("No such conversation line.");
  });
});
