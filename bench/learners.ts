// `npx tsx bench/learners.ts [learners] [seconds]` (after `npm run build`): many learners practising at
// once against `wrangler dev`, each in their own Learner object. Every learner has 25 graduated cards
// and, until the time is up, sends a batch of 5 Continues (with its batch id) and then grades one card
// (with its gradeId), as the learn and review screens do. Reports Continues a second, p50/p99 of advance
// and grade, and the D1 statements and rows the objects' summary alarms wrote per Continue (after the
// last alarm has run), set against the figures of the D1-only design (docs/scaling.md). Then one
// learner's object after a simulated year of a committed learner (seeded fast by a development
// fixture): its rows and its database size. The last line is `LEARNERS {...}`.
import { fixtureSecret, learnerFixture, signUpLearner, startServer } from "./server";

const PORT = Number(process.env.BENCH_PORT ?? 8797);
const STATE = `.wrangler/bench-learners-${PORT}`;
const LEARNERS = Number(process.argv[2] ?? 100);
const SECONDS = Number(process.argv[3] ?? 30);
const BATCH = 5;
const CARDS = 25;
// The summary alarm's interval (app/learner/summary.ts SUMMARY_EVERY_MS) and a margin.
const LAST_ALARM_MS = 65_000;
// The D1-only design, measured by bench/late-learner.ts before the objects (docs/scaling.md): every
// advance request wrote the progress row, the batch id and any graduation in one write batch.
const BEFORE = { statementsPerRequest: 2, rowsWrittenPerRequest: 2.1 };

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

interface Learner {
  email: string;
  cookie: string;
}

async function post(origin: string, cookie: string, body: unknown): Promise<number> {
  const t0 = performance.now();
  const response = await fetch(`${origin}/api/progress`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin, Cookie: cookie },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${text}`);
  return performance.now() - t0;
}

const secret = fixtureSecret();
// Every learner signs up from this one address: the sign-up limit is raised for the bench.
const server = await startServer(PORT, {
  state: STATE,
  vars: { DEV_FIXTURE_SECRET: secret, SIGNUP_LIMIT_PER_MINUTE: String(LEARNERS * 2) },
});
try {
  const origin = server.url;
  const learners: Learner[] = [];
  for (let i = 0; i < LEARNERS; i++) learners.push(await signUpLearner(origin, `crowd-${i}`));
  const cards = Array.from({ length: CARDS }, (_, i) => i + 1);
  await Promise.all(
    learners.map((l) =>
      learnerFixture(origin, secret, l.email, { kind: "graduate", language: "italian", sentenceIds: cards, now: Date.now() }),
    ),
  );
  // The seeding's own summaries go out now; what is counted below is the practice's.
  await new Promise((r) => setTimeout(r, LAST_ALARM_MS));
  const before = await Promise.all(
    learners.map((l) =>
      learnerFixture<{ d1Writes: { statements: number; rowsWritten: number } }>(origin, secret, l.email, {
        kind: "stats",
        language: "italian",
      }),
    ),
  );

  const advances: number[] = [];
  const grades: number[] = [];
  let continues = 0;
  let failures = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    learners.map(async (l, n) => {
      let i = 0;
      while (performance.now() < deadline) {
        try {
          advances.push(
            await post(origin, l.cookie, {
              language: "italian",
              action: "advance",
              count: BATCH,
              batchId: `crowd-${n}-${i}-batch`,
            }),
          );
          continues += BATCH;
          grades.push(
            await post(origin, l.cookie, {
              language: "italian",
              action: "review",
              sentenceId: cards[i % CARDS],
              grade: 3,
              gradeId: `crowd-${n}-${i}-grade`,
            }),
          );
        } catch {
          failures += 1;
        }
        i += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  // Every object's last alarm runs at most SUMMARY_EVERY_MS after its last change.
  await new Promise((r) => setTimeout(r, LAST_ALARM_MS));
  const after = await Promise.all(
    learners.map((l) =>
      learnerFixture<{ d1Writes: { statements: number; rowsWritten: number } }>(origin, secret, l.email, {
        kind: "stats",
        language: "italian",
      }),
    ),
  );
  const sum = (xs: { d1Writes: { statements: number; rowsWritten: number } }[], k: "statements" | "rowsWritten") =>
    xs.reduce((n, x) => n + x.d1Writes[k], 0);
  const statements = sum(after, "statements") - sum(before, "statements");
  const rowsWritten = sum(after, "rowsWritten") - sum(before, "rowsWritten");
  const minutes = elapsed / 60;

  const result = {
    learners: LEARNERS,
    seconds: Number(elapsed.toFixed(1)),
    continuesPerSecond: Number((continues / elapsed).toFixed(1)),
    advanceP50Ms: Number(percentile(advances, 50).toFixed(1)),
    advanceP99Ms: Number(percentile(advances, 99).toFixed(1)),
    gradeP50Ms: Number(percentile(grades, 50).toFixed(1)),
    gradeP99Ms: Number(percentile(grades, 99).toFixed(1)),
    failures,
    d1StatementsPerContinueBefore: Number((BEFORE.statementsPerRequest / BATCH).toFixed(3)),
    d1RowsWrittenPerContinueBefore: Number((BEFORE.rowsWrittenPerRequest / BATCH).toFixed(3)),
    d1StatementsPerContinue: Number((statements / continues).toFixed(4)),
    d1RowsWrittenPerContinue: Number((rowsWritten / continues).toFixed(4)),
    d1RowsWrittenPerLearnerMinute: Number((rowsWritten / LEARNERS / minutes).toFixed(2)),
  };
  console.log(`${LEARNERS} learners for ${result.seconds} s, each: a batch of ${BATCH} Continues then one grade, repeated`);
  console.log(
    `${continues} Continues (${result.continuesPerSecond}/s) · advance p50 ${result.advanceP50Ms} ms p99 ${result.advanceP99Ms} ms · ` +
      `grade p50 ${result.gradeP50Ms} ms p99 ${result.gradeP99Ms} ms · ${failures} failed`,
  );
  console.log(
    `D1 writes per Continue: before ${result.d1StatementsPerContinueBefore} statements / ${result.d1RowsWrittenPerContinueBefore} rows · ` +
      `after ${result.d1StatementsPerContinue} statements / ${result.d1RowsWrittenPerContinue} rows (${statements} statements, ${rowsWritten} rows)`,
  );
  // Printed before the year is seeded, so a failure there loses nothing measured.
  console.log(`LEARNERS_PRACTICE ${JSON.stringify(result)}`);
  // One committed learner's year (200 Continues and 100 grades a day), seeded fast.
  // In Spanish, for the first bench learner, whose object holds only this bench's Italian besides.
  const year = learners[0]!;
  const plain = await learnerFixture<{ databaseBytes: number }>(origin, secret, year.email, {
    kind: "stats",
    language: "spanish",
  });
  await learnerFixture(origin, secret, year.email, {
    kind: "year",
    language: "spanish",
    now: Date.now(),
    days: 365,
    continuesPerDay: 200,
    gradesPerDay: 100,
  });
  const stats = await learnerFixture<{ databaseBytes: number; rows: Record<string, number> }>(origin, secret, year.email, {
    kind: "stats",
    language: "spanish",
  });

  console.log(
    `A committed learner's year in one object: ${stats.databaseBytes - plain.databaseBytes} B more ` +
      `(${stats.databaseBytes} B in all), rows ${JSON.stringify(stats.rows)}`,
  );
  console.log(
    `LEARNERS ${JSON.stringify({ ...result, yearDatabaseBytes: stats.databaseBytes - plain.databaseBytes, yearRows: stats.rows })}`,
  );
} finally {
  server.stop();
}
