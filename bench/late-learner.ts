// `npx tsx bench/late-learner.ts` (after `npm run build`): does a Continue cost more the further a
// learner gets? Compares a fresh learner with one who graduated 4,000 sentences (seeded straight into
// this script's own throw-away D1, with synthetic sentences beyond the real content where needed):
// advance p50, advance response bytes, D1 rows read and written per advance (D1's own meta, sent by
// the development server in X-D1-Rows-* headers), and the learn page's HTML bytes. The late learner's
// sentences carry the same texts as the fresh learner's (later levels' sentences are longer, which
// is the curriculum, not the learner's history). The last line is
// `LATE_LEARNER {...}` with each late / fresh ratio.
import { getPlatformProxy } from "wrangler";
import { signUpLearner, startServer } from "./server";

// BENCH_PORT: another port when 8796 is taken (helpers share one machine).
const PORT = Number(process.env.BENCH_PORT ?? 8796);
const STATE = `.wrangler/bench-late-${PORT}`;
const GRADUATED = 4000;
const SEQUENCE = 20;
const CONTINUES = Number(process.argv[2] ?? 150);
const DAY = 86_400_000;

/** The learner after 4,000 graduations, as the app itself would have stored them. */
async function makeLate(email: string) {
  const { env, dispose } = await getPlatformProxy<Env>({ persist: { path: `${STATE}/v3` } });
  try {
    const db = env.DB;
    const last = GRADUATED + SEQUENCE + 200;
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
    const user = await db.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: number }>();
    const now = Date.now();
    const sequence = Array.from({ length: SEQUENCE }, (_, i) => GRADUATED + 1 + i);
    const counts: Record<string, number> = {};
    for (let id = 1; id <= GRADUATED; id++) counts[id] = 20;
    for (const id of sequence) counts[id] = 10;
    const pile = Array.from({ length: GRADUATED }, (_, i) => i + 1);
    await db
      .prepare(
        `INSERT INTO progress (user_id, language, current_sequence, current_position, points, streak, repetition_counts,
           review_pile, last_practice_day, last_practice_at, highest_sentence_id, total_repetitions, revision, created_at, updated_at)
         VALUES (?, 'italian', ?, 0, 250000, 3, ?, ?, NULL, ?, ?, 90000, 'seeded', ?, ?)`,
      )
      .bind(
        user!.id,
        JSON.stringify(sequence),
        JSON.stringify(counts),
        JSON.stringify(pile),
        now - DAY,
        sequence.at(-1),
        now,
        now,
      )
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
  } finally {
    await dispose();
  }
}

interface Measured {
  p50: number;
  bytes: number;
  rowsRead: number;
  rowsWritten: number;
  page: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function measure(origin: string, cookie: string): Promise<Measured> {
  const latencies: number[] = [];
  let bytes = 0;
  let rowsRead = 0;
  let rowsWritten = 0;
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
    rowsRead += Number(response.headers.get("X-D1-Rows-Read") ?? NaN);
    rowsWritten += Number(response.headers.get("X-D1-Rows-Written") ?? NaN);
  }
  const page = (await (await fetch(`${origin}/`, { headers: { Cookie: cookie } })).text()).length;
  return {
    p50: median(latencies),
    bytes: bytes / CONTINUES,
    rowsRead: rowsRead / CONTINUES,
    rowsWritten: rowsWritten / CONTINUES,
    page,
  };
}

const server = await startServer(PORT, { state: STATE });
try {
  const fresh = await signUpLearner(server.url, "late-fresh");
  const late = await signUpLearner(server.url, "late-graduated");
  await makeLate(late.email);
  // Warm-up, not measured.
  await measure(server.url, fresh.cookie).catch(() => undefined);
  const a = await measure(server.url, fresh.cookie);
  const b = await measure(server.url, late.cookie);
  const row = (name: string, m: Measured) =>
    console.log(
      `${name.padEnd(16)} advance p50 ${m.p50.toFixed(1).padStart(6)} ms · response ${m.bytes.toFixed(0).padStart(7)} B · ` +
        `D1 rows read ${m.rowsRead.toFixed(1).padStart(7)} · written ${m.rowsWritten.toFixed(1).padStart(5)} · learn page ${m.page} B`,
    );
  console.log(`${CONTINUES} sequential Continues each, wrangler dev (workerd + local D1) on loopback`);
  row("fresh learner", a);
  row(`${GRADUATED} graduated`, b);
  const ratio = (x: number, y: number) => Number((x / y).toFixed(2));
  console.log(
    `LATE_LEARNER ${JSON.stringify({
      advanceP50Ratio: ratio(b.p50, a.p50),
      responseBytesRatio: ratio(b.bytes, a.bytes),
      rowsReadRatio: ratio(b.rowsRead, a.rowsRead),
      rowsWrittenRatio: ratio(b.rowsWritten, a.rowsWritten),
      pageBytesRatio: ratio(b.page, a.page),
    })}`,
  );
} finally {
  server.stop();
}
