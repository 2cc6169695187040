// `npx tsx bench/late-learner.ts` (after `npm run build`): does a Continue or a grade cost more the
// further a learner gets? Compares a fresh learner with one who graduated 4,000 sentences (seeded
// into the old D1 tables of this script's own throw-away D1, with synthetic sentences beyond the real
// content where needed; the first request moves them into the learner's object, as a learner's first
// touch after the move would): advance p50 and response bytes, the learn page's HTML bytes, and
// review grades (p50 and response bytes) against a learner with 25 graduated. The late learner's
// sentences carry the same texts as the fresh learner's (later levels' sentences are longer, which
// is the curriculum, not the learner's history). D1 rows per Continue: bench/learners.ts. The last
// line is `LATE_LEARNER {...}` with each late / fresh ratio.
import { getPlatformProxy } from "wrangler";
import { signUpLearner, startServer } from "./server";

// BENCH_PORT: another port when 8796 is taken (helpers share one machine).
const PORT = Number(process.env.BENCH_PORT ?? 8796);
const STATE = `.wrangler/bench-late-${PORT}`;
const GRADUATED = 4000;
const SEQUENCE = 20;
const CONTINUES = Number(process.argv[2] ?? 150);
const GRADES = Number(process.argv[3] ?? 60);
const FEW = 25;
const DAY = 86_400_000;

/**
 * A learner after `graduated` graduations with a 20-sentence pyramid, as the app stored them before the
 * objects (the old D1 tables): their first request moves it all into their object.
 */
async function makeLearner(email: string, graduated: number) {
  const { env, dispose } = await getPlatformProxy<Env>({ persist: { path: `${STATE}/v3` } });
  try {
    const db = env.DB;
    const last = graduated + SEQUENCE + 200;
    if (graduated === GRADUATED) await syntheticTexts(db, last);
    await seedOldTables(db, email, graduated);
  } finally {
    await dispose();
  }
}

/** Sentences up to `last` beyond the real content, with the texts of ids 1-220 (see the header). */
async function syntheticTexts(db: D1Database, last: number) {
  const have = await db.prepare("SELECT MAX(id) AS id FROM sentences").first<{ id: number }>();
  const synthetic = [];
  for (let id = (have?.id ?? 0) + 1; id <= last; id++) {
    synthetic.push(
      db
        .prepare("INSERT OR IGNORE INTO sentences (id, level, subsection, english, italian) VALUES (?, 5, 5, ?, ?)")
        .bind(id, `Synthetic sentence ${id}.`, `Frase sintetica ${id}.`),
    );
  }
  for (let i = 0; i < synthetic.length; i += 200) await db.batch(synthetic.slice(i, i + 200));
  // Same texts as the fresh learner meets (ids 1-220), so text length does not tilt the comparison.
  await db
    .prepare(
      `UPDATE sentences SET (english, italian) = (SELECT s.english, s.italian FROM sentences s WHERE s.id = sentences.id - ?)
       WHERE id > ? AND id <= ?`,
    )
    .bind(GRADUATED, GRADUATED, last)
    .run();
}

async function seedOldTables(db: D1Database, email: string, graduated: number) {
  const user = await db.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: number }>();
  const now = Date.now();
  const sequence = Array.from({ length: SEQUENCE }, (_, i) => graduated + 1 + i);
  const counts: Record<string, number> = {};
  for (let id = 1; id <= graduated; id++) counts[id] = 20;
  for (const id of sequence) counts[id] = 10;
  const pile = Array.from({ length: graduated }, (_, i) => i + 1);
  await db
    .prepare(
      `INSERT INTO progress (user_id, language, current_sequence, current_position, points, streak, repetition_counts,
         review_pile, last_practice_day, last_practice_at, highest_sentence_id, total_repetitions, revision, created_at, updated_at)
       VALUES (?, 'italian', ?, 0, 250000, 3, ?, ?, NULL, ?, ?, 90000, 'seeded', ?, ?)`,
    )
    .bind(user!.id, JSON.stringify(sequence), JSON.stringify(counts), JSON.stringify(pile), now - DAY, sequence.at(-1), now, now)
    .run();
  // A learner who reviews: most items come due over the next months, a handful today.
  const items = pile.map((id) =>
    db
      .prepare(
        "INSERT INTO review_items (user_id, language, sentence_id, next_review, interval, ease_factor) VALUES (?, 'italian', ?, ?, ?, 2.5)",
      )
      .bind(user!.id, id, id % 400 === 0 ? now - DAY : now + ((id % 120) + 1) * DAY, (id % 120) + 1),
  );
  for (let i = 0; i < items.length; i += 200) await db.batch(items.slice(i, i + 200));
}

interface Measured {
  p50: number;
  bytes: number;
  page: number;
}

interface Graded {
  p50: number;
  bytes: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function measure(origin: string, cookie: string): Promise<Measured> {
  const latencies: number[] = [];
  let bytes = 0;
  for (let i = 0; i < CONTINUES; i++) {
    const t0 = performance.now();
    const response = await fetch(`${origin}/api/progress`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin, Cookie: cookie },
      body: '{"language":"italian","action":"advance"}',
    });
    const body = await response.arrayBuffer();
    latencies.push(performance.now() - t0);
    if (!response.ok) throw new Error(`advance failed: ${response.status} ${new TextDecoder().decode(body)}`);
    bytes += body.byteLength;
  }
  const page = (await (await fetch(`${origin}/`, { headers: { Cookie: cookie } })).text()).length;
  return {
    p50: median(latencies),
    bytes: bytes / CONTINUES,
    page,
  };
}

/** GRADES review grades through POST /api/progress (as the review screen sends them), cycling over `cards`. */
async function grade(origin: string, cookie: string, cards: number[], tag: string): Promise<Graded> {
  const latencies: number[] = [];
  let bytes = 0;
  for (let i = 0; i < GRADES; i++) {
    const t0 = performance.now();
    const response = await fetch(`${origin}/api/progress`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin, Cookie: cookie },
      body: JSON.stringify({
        language: "italian",
        action: "review",
        sentenceId: cards[i % cards.length],
        grade: 3 + (i % 2),
        gradeId: `bench-${tag}-${i}-${Date.now()}`,
      }),
    });
    const body = await response.arrayBuffer();
    latencies.push(performance.now() - t0);
    if (!response.ok) throw new Error(`grade failed: ${response.status} ${new TextDecoder().decode(body)}`);
    bytes += body.byteLength;
  }
  return { p50: median(latencies), bytes: bytes / GRADES };
}

const server = await startServer(PORT, { state: STATE });
try {
  const fresh = await signUpLearner(server.url, "late-fresh");
  const late = await signUpLearner(server.url, "late-graduated");
  const few = await signUpLearner(server.url, "late-few");
  await makeLearner(late.email, GRADUATED);
  await makeLearner(few.email, FEW);
  // Warm-up, not measured (the late learner's first request moves their 4,000 items into the object).
  await measure(server.url, fresh.cookie).catch(() => undefined);
  for (const { cookie } of [late, few])
    await fetch(`${server.url}/api/progress?language=italian`, { headers: { Cookie: cookie } });
  const a = await measure(server.url, fresh.cookie);
  const b = await measure(server.url, late.cookie);
  // Grades: a learner with 25 graduated against the late one's cards (every 400th); the API grades any card in the pile.
  const fewCards = Array.from({ length: FEW }, (_, i) => i + 1);
  const lateCards = Array.from({ length: GRADUATED / 400 }, (_, i) => (i + 1) * 400);
  await grade(server.url, few.cookie, fewCards, "warm").catch(() => undefined);
  const ga = await grade(server.url, few.cookie, fewCards, "few");
  const gb = await grade(server.url, late.cookie, lateCards, "late");
  const row = (name: string, m: Measured) =>
    console.log(
      `${name.padEnd(16)} advance p50 ${m.p50.toFixed(1).padStart(6)} ms · response ${m.bytes.toFixed(0).padStart(7)} B · ` +
        `learn page ${m.page} B`,
    );
  const gradeRow = (name: string, g: Graded) =>
    console.log(`${name.padEnd(16)} grade p50 ${g.p50.toFixed(1).padStart(6)} ms · response ${g.bytes.toFixed(0).padStart(7)} B`);
  console.log(`${CONTINUES} sequential Continues each, wrangler dev (workerd + local D1) on loopback`);
  row("fresh learner", a);
  row(`${GRADUATED} graduated`, b);
  console.log(`${GRADES} review grades each`);
  gradeRow(`${FEW} graduated`, ga);
  gradeRow(`${GRADUATED} graduated`, gb);
  const ratio = (x: number, y: number) => Number((x / y).toFixed(2));
  console.log(
    `LATE_LEARNER ${JSON.stringify({
      advanceP50Ratio: ratio(b.p50, a.p50),
      responseBytesRatio: ratio(b.bytes, a.bytes),
      pageBytesRatio: ratio(b.page, a.page),
      gradeP50Ratio: ratio(gb.p50, ga.p50),
      gradeBytesRatio: ratio(gb.bytes, ga.bytes),
    })}`,
  );
} finally {
  server.stop();
}
