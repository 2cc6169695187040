// `npx tsx bench/page-weight.ts` (after `npm run build`): the JavaScript each screen makes a browser
// download, counted in Chromium. Each page is opened in a fresh browser context (empty cache), the
// bench waits until the page has hydrated and the network has settled, and every script response
// the page received is counted: module preloads, the entry, and whatever arrives after hydration
// (lazy chunks, route modules fetched on the way). Bytes are the body gzip-compressed here with
// zlib (level 9), so the figure does not depend on how the local server compresses.
// Screens: the landing page (a visitor; expected to ship none), the learn screen (`/`, a new free
// learner, whose tutorial opens by itself; again as a learner who has seen it), review
// (`/review/italian` with 20 cards due) and `/progress`. Then `/progress` again
// with the CPU throttled 4x (a phone, as Lighthouse does), and its total blocking time from a
// Chromium performance trace (see blockingTime), median of five loads; then Lighthouse's own audit of
// /progress (bench/lighthouse.ts: simulated throttling), median of five runs.
// The last line is `PAGE_WEIGHT {"landing":…,"learn":…,"review":…,"learnSeenTutorial":…,"progress":…,
// "progressTbtMs":…,"progressTbtWallMs":…,"progressLighthouseTbtMs":…,"progressLighthouseScore":…}`
// (bytes, milliseconds, a 0-100 score). BENCH_PORT: another port when 8841 is taken; LIGHTHOUSE=0
// leaves Lighthouse out (it is fetched with npx on first use); ALSO_BLOCKING: more paths whose
// blocking time is measured beside /progress's.
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { hydrated } from "../tests/e2e/hydration";
import { lighthouse, type LighthouseRun } from "./lighthouse";
import { fixtureSecret, learnerFixture, signUpLearner, startServer } from "./server";

const PORT = Number(process.env.BENCH_PORT ?? 8841);
const STATE = `.wrangler/bench-weight-${PORT}`;
const DUE_CARDS = 20;
const TBT_RUNS = 5;
const CPU_SLOWDOWN = 4;

if (!existsSync("build/server/index.js")) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}

interface Script {
  url: string;
  raw: number;
  gzip: number;
}

/** Cards due now in the learner's review pile, as if they had graduated (the e2e fixture's way, in their object). */
async function seedDueCards(origin: string, email: string, count: number) {
  const sentenceIds = Array.from({ length: count }, (_, i) => i + 1);
  await learnerFixture(origin, secret, email, { kind: "graduate", language: "italian", sentenceIds, now: Date.now() });
}

async function newContext(browser: Browser, origin: string, cookie?: string, seenTutorial = false): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: origin });
  if (seenTutorial) await context.addInitScript(() => localStorage.setItem("piramide:tutorial-seen", "1"));
  if (cookie) {
    const [name, value] = cookie.split("=") as [string, string];
    await context.addCookies([{ name, value, url: origin }]);
  }
  return context;
}

/** Hydrated (tests/e2e/hydration.ts), then a task more for the effects that load more code (a tutorial opening, say). */
async function settled(page: Page) {
  await hydrated(page, 120_000);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** Every script the page downloaded while loading, hydrating and settling. */
async function weigh(browser: Browser, origin: string, path: string, cookie?: string, seenTutorial = false): Promise<Script[]> {
  const context = await newContext(browser, origin, cookie, seenTutorial);
  const page = await context.newPage();
  const pending: Promise<Script | null>[] = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()["content-type"] ?? "";
    if (type !== "script" && !contentType.includes("javascript")) return;
    pending.push(
      response.body().then(
        (body) => ({
          url: new URL(response.url()).pathname,
          raw: body.byteLength,
          gzip: gzipSync(body, { level: 9 }).byteLength,
        }),
        () => null,
      ),
    );
  });
  const response = await page.goto(path, { waitUntil: "load" });
  if (!response?.ok()) throw new Error(`${path}: HTTP ${response?.status()}`);
  await settled(page);
  await page.waitForLoadState("networkidle");
  // A quiet second more: anything the screen fetches after its first effects is counted too.
  await page.waitForTimeout(1000);
  await page.waitForLoadState("networkidle");
  const scripts = (await Promise.all(pending)).filter((s): s is Script => s !== null);
  await context.close();
  const seen = new Set<string>();
  return scripts.filter((s) => !seen.has(s.url) && seen.add(s.url));
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; frame?: string; data?: unknown };
}

/**
 * Total blocking time of one load of `path` with the CPU slowed 4x (Emulation.setCPUThrottlingRate),
 * from a Chromium performance trace: the page's main-thread tasks from first contentful paint until
 * the network has settled, each counting what it ran over 50 ms. `wall` is that as the clock saw it
 * (what a phone feels, but on a shared machine other processes stretch it too); `cpu` counts each
 * task's own thread time instead, which other processes do not stretch. The throttling itself is in
 * it: Chromium slows the thread by keeping it busy (a load's thread time at 4x is 3-4 times its
 * unthrottled one), so it is the 4x figure without the machine's noise.
 */
async function blockingTime(
  browser: Browser,
  origin: string,
  path: string,
  cookie: string,
): Promise<{ wall: number; cpu: number }> {
  const context = await newContext(browser, origin, cookie, true);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto("/favicon.svg");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
  await page.goto(path, { waitUntil: "load" });
  await settled(page);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1000);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await context.close();
  const events = trace.traceEvents;
  const fcp = events.find((e) => e.name === "firstContentfulPaint");
  if (!fcp) throw new Error(`${path}: no first contentful paint in the trace`);
  // The main thread of the renderer that painted the page.
  const tasks = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.name === "RunTask" && e.ph === "X");
  let wall = 0;
  let cpu = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    if (end <= fcp.ts) continue;
    // The part of a task that began before first contentful paint does not block after it.
    const ms = (end - Math.max(task.ts, fcp.ts)) / 1000;
    wall += Math.max(0, ms - 50);
    const own = ((task.tdur ?? 0) / 1000) * (ms / ((task.dur ?? 1) / 1000));
    cpu += Math.max(0, own - 50);
  }
  return { wall, cpu };
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const secret = fixtureSecret();
const server = await startServer(PORT, { state: STATE, vars: { DEV_FIXTURE_SECRET: secret } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  const { cookie, email } = await signUpLearner(server.url, "weight");
  // The learn screen twice: a brand-new learner's first visit (the tutorial opens by itself and
  // loads its dialog), and a learner who has seen the tutorial.
  const screens: [string, string, string | undefined, boolean][] = [
    ["landing", "/", undefined, false],
    ["learn", "/", cookie, false],
    ["learnSeenTutorial", "/", cookie, true],
    ["review", "/review/italian", cookie, true],
    ["progress", "/progress", cookie, true],
  ];
  const totals: Record<string, number> = {};
  for (const [name, path, session, seenTutorial] of screens) {
    if (name === "review") await seedDueCards(server.url, email, DUE_CARDS);
    const scripts = await weigh(browser, server.url, path, session, seenTutorial);
    totals[name] = scripts.reduce((n, s) => n + s.gzip, 0);
    console.log(`\n${name} (${path}): ${scripts.length} scripts, ${kb(totals[name])} gzip`);
    for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${kb(s.gzip).padStart(9)} gzip ${kb(s.raw).padStart(9)} raw  ${s.url}`);
    }
  }
  // ALSO_BLOCKING=/no-such-page,/leagues: other signed-in pages measured the same way, in turn with
  // /progress (so a busier minute on this shared machine falls on all of them), for comparison.
  const blockingPaths = ["/progress", ...(process.env.ALSO_BLOCKING ?? "").split(",").filter(Boolean)];
  const runs = new Map<string, { wall: number; cpu: number }[]>(blockingPaths.map((p) => [p, []]));
  for (let i = 0; i < TBT_RUNS; i++) {
    for (const path of blockingPaths) runs.get(path)!.push(await blockingTime(browser, server.url, path, cookie));
  }
  for (const [path, list] of runs) {
    const values = (key: "wall" | "cpu") => list.map((r) => Math.round(r[key])).join(", ");
    console.log(`\n${path} total blocking time, CPU ${CPU_SLOWDOWN}x slower (median of ${TBT_RUNS} loads):`);
    console.log(`  by the clock:      ${values("wall")} ms; median ${Math.round(median(list.map((r) => r.wall)))} ms`);
    console.log(`  by own CPU time:   ${values("cpu")} ms; median ${Math.round(median(list.map((r) => r.cpu)))} ms`);
  }
  const progressRuns = runs.get("/progress")!;
  const wall = Math.round(median(progressRuns.map((r) => r.wall)));
  const cpu = Math.round(median(progressRuns.map((r) => r.cpu)));
  // Lighthouse: the same page, its own method. Devtools throttling (above) slows the real thread and so
  // also counts whatever else this shared machine runs; Lighthouse times an unthrottled load and
  // simulates the phone, which is steadier here, and is what the issue measured.
  const audits: LighthouseRun[] = [];
  if (process.env.LIGHTHOUSE !== "0") {
    for (let i = 0; i < TBT_RUNS; i++) audits.push(lighthouse(`${server.url}/progress`, cookie));
    console.log(`\n/progress in Lighthouse (mobile, simulated throttling), ${TBT_RUNS} runs:`);
    console.log(
      `  total blocking time: ${audits.map((a) => a.tbtMs).join(", ")} ms; median ${median(audits.map((a) => a.tbtMs))} ms`,
    );
    console.log(`  performance score:   ${audits.map((a) => a.score).join(", ")}; median ${median(audits.map((a) => a.score))}`);
  }
  console.log(
    `PAGE_WEIGHT ${JSON.stringify({
      landing: totals.landing,
      learn: totals.learn,
      review: totals.review,
      learnSeenTutorial: totals.learnSeenTutorial,
      progress: totals.progress,
      progressTbtMs: cpu,
      progressTbtWallMs: wall,
      progressLighthouseTbtMs: audits.length ? median(audits.map((a) => a.tbtMs)) : null,
      progressLighthouseScore: audits.length ? median(audits.map((a) => a.score)) : null,
    })}`,
  );
} finally {
  await browser.close();
  server.stop();
}
