// `npm run audio:warm [-- --remote] [-- --language xx] [-- --limit N]`: every sentence and dialogue
// line, per language, in the standard voice (app/server/recordings.server.ts), through the premium
// text-to-speech client into R2, under the key the app reads. Resumable: what the bucket holds is
// skipped; progress every 100 texts, and the counts at the end.
//
// Local (default): wrangler's local R2 (.wrangler/state, what `npm run dev`/`preview` read), the
// AUDIO_KEY_SECRET `npm start` made (.wrangler/local-secrets.env, or yours in .dev.vars), and the local double of Google's API (tests/tts-double.ts), so it
// costs nothing and needs no network. --persist-to DIR: another local state directory.
// Remote: the deployed bucket through wrangler's remote binding (needs `wrangler login`), the real
// provider, and AUDIO_KEY_SECRET and GOOGLE_TTS_API_KEY from the environment; AUDIO_KEY_SECRET must be
// the deployed Worker's secret, or the app will not find what this writes.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { getPlatformProxy } from "wrangler";
import { LANGUAGE_INFO, LANGUAGES, type Language } from "../app/domain/languages";
import { warmRecordings, type WarmReport } from "../app/server/recordings.server";
import { startTtsDouble } from "../tests/tts-double";
import { recordingItems } from "./recording-items";

const { values } = parseArgs({
  options: {
    remote: { type: "boolean", default: false },
    language: { type: "string" },
    limit: { type: "string" },
    "persist-to": { type: "string" },
    concurrency: { type: "string", default: "4" },
  },
});

function fail(message: string): never {
  console.error(`audio:warm: ${message}`);
  process.exit(1);
}

// --language takes the app's name (italian) or the two letters of its speech code (it).
const language = values.language
  ? (LANGUAGES.find((l) => l === values.language || LANGUAGE_INFO[l].speechCode.startsWith(`${values.language}-`)) ??
    fail(`unknown language "${values.language}"; one of ${LANGUAGES.join(", ")} (or it, es, fr, de, ru).`))
  : undefined;
const limit = values.limit === undefined ? Infinity : Number(values.limit);
if (!(limit > 0)) fail("--limit takes a whole number above 0.");
const concurrency = Number(values.concurrency);
if (!(concurrency >= 1 && concurrency <= 16)) fail("--concurrency takes 1 to 16.");

const items = recordingItems(language as Language | undefined).slice(0, limit);

/** The AUDIO binding of wrangler.toml, as a config of its own that reaches the real bucket. */
function remoteConfig(): string {
  const toml = readFileSync("wrangler.toml", "utf8");
  const bucket =
    /binding\s*=\s*"AUDIO"\s*\n\s*bucket_name\s*=\s*"([^"]+)"/.exec(toml)?.[1] ?? fail("no AUDIO bucket in wrangler.toml");
  const file = join(mkdtempSync(join(tmpdir(), "piramide-audio-warm-")), "wrangler.json");
  writeFileSync(
    file,
    JSON.stringify({
      name: "piramide-audio-warm",
      compatibility_date: "2025-01-01",
      r2_buckets: [{ binding: "AUDIO", bucket_name: bucket, remote: true }],
    }),
  );
  return file;
}

const started = Date.now();
function progress(report: WarmReport & { done: number }) {
  if (report.done % 100 !== 0 && report.done !== report.total) return;
  console.log(
    `audio:warm: ${report.done}/${report.total} (${report.made} made, ${report.present} already there, ${report.failed} failed) ${Math.round((Date.now() - started) / 1000)} s`,
  );
}

let report: WarmReport;
if (values.remote) {
  const { AUDIO_KEY_SECRET, GOOGLE_TTS_API_KEY } = process.env;
  if (!AUDIO_KEY_SECRET || !GOOGLE_TTS_API_KEY)
    fail("--remote needs AUDIO_KEY_SECRET (the deployed one) and GOOGLE_TTS_API_KEY.");
  const { env, dispose } = await getPlatformProxy<{ AUDIO: R2Bucket }>({ configPath: remoteConfig(), persist: false });
  try {
    report = await warmRecordings(env.AUDIO, { AUDIO_KEY_SECRET, GOOGLE_TTS_API_KEY, GOOGLE_TTS_API_BASE: undefined }, items, {
      concurrency,
      onProgress: progress,
    });
  } finally {
    await dispose();
  }
} else {
  const tts = await startTtsDouble();
  const persist = values["persist-to"] ? { path: join(resolve(values["persist-to"]), "v3") } : true;
  // The files `npm start` gives wrangler dev, in its order (yours in .dev.vars win).
  const envFiles = [".wrangler/local-secrets.env", ".dev.vars"].filter((f) => existsSync(f));
  const { env, dispose } = await getPlatformProxy<{ AUDIO: R2Bucket; AUDIO_KEY_SECRET?: string }>({ persist, envFiles });
  try {
    if (!env.AUDIO_KEY_SECRET) fail("no local AUDIO_KEY_SECRET: run `npm start` once (it makes one), or put one in .dev.vars.");
    report = await warmRecordings(
      env.AUDIO,
      { AUDIO_KEY_SECRET: env.AUDIO_KEY_SECRET, GOOGLE_TTS_API_KEY: "tts-test-key", GOOGLE_TTS_API_BASE: tts.url },
      items,
      { concurrency, onProgress: progress },
    );
  } finally {
    await dispose();
    tts.server.close();
  }
}
console.log(
  `audio:warm: done: ${report.total} recordings (${report.made} made now, ${report.present} already there, ${report.failed} failed)${values.remote ? " in the deployed bucket" : " in the local bucket"}.`,
);
if (report.failed > 0) {
  console.error("audio:warm: some texts failed (see the lines above); run it again to retry just those.");
  process.exit(1);
}
