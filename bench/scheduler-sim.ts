// `npx tsx bench/scheduler-sim.ts [seed]`: SM-2 against FSRS-6 on the same simulated learner.
// 200 sentences graduate from the pyramid over the first 20 days (10 a day) and are reviewed for 90
// days with the app's own scheduling functions (app/domain/srs.ts, app/domain/fsrs.ts).
// The learner: each sentence has a true memory stability S (days to fall to 90% recall); the chance
// to recall it after t days is 0.9^(t/S). A recall grows S (more when it was harder); a lapse shrinks
// it. Recall is drawn from a seeded generator keyed by (sentence, review number), so both schedulers
// meet the same luck. Printed: reviews done, lapses, and the retention reached on day 90 (the mean
// recall probability over all 200 sentences then). Last line: SCHEDULERS {...}.
import { gradeFsrs, type FsrsState } from "../app/domain/fsrs";
import { gradeReview, newReviewItem, type ReviewItem } from "../app/domain/srs";
import { DAY_MS } from "../app/domain/time";

const SEED = Number(process.argv[2] ?? 42);
const SENTENCES = 200;
const DAYS = 90;
const T0 = Date.UTC(2026, 0, 1);

function uniform(...keys: number[]): number {
  // A small integer hash (mulberry32 over the combined key): deterministic, well spread.
  let h = SEED ^ 0x9e3779b9;
  for (const k of keys) h = Math.imul(h ^ k, 0x85ebca6b) ^ (h >>> 13);
  let t = h + 0x6d2b79f5;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

interface Memory {
  stability: number;
  last: number;
}

function simulate(scheduler: "sm2" | "fsrs") {
  const items: { item: ReviewItem; fsrs: FsrsState | null; memory: Memory; reviews: number }[] = [];
  let reviews = 0;
  let lapses = 0;
  for (let day = 0; day < DAYS; day++) {
    const now = T0 + day * DAY_MS;
    if (day < 20) {
      for (let k = 0; k < SENTENCES / 20; k++) {
        const id = day * (SENTENCES / 20) + k;
        // 20 repetitions in the pyramid leave a few days of memory, varying by sentence.
        items.push({
          item: newReviewItem(id, now),
          fsrs: null,
          memory: { stability: 1 + 4 * uniform(id, 999), last: now },
          reviews: 0,
        });
      }
    }
    for (const s of items) {
      if (s.item.nextReview > now + DAY_MS - 1) continue;
      const elapsed = (now - s.memory.last) / DAY_MS;
      const p = Math.pow(0.9, elapsed / s.memory.stability);
      const recalled = uniform(s.item.sentenceId, s.reviews) < p;
      s.reviews += 1;
      reviews += 1;
      if (recalled) s.memory.stability *= 1.3 + 2.2 * (1 - p) + 0.4;
      else {
        lapses += 1;
        s.memory.stability = Math.max(0.5, s.memory.stability * 0.4);
      }
      s.memory.last = now;
      const grade = recalled ? 3 : 1;
      if (scheduler === "sm2") s.item = gradeReview(s.item, grade, now);
      else {
        const next = gradeFsrs(s.item, s.fsrs, grade, now);
        s.item = next.item;
        s.fsrs = next.fsrs;
      }
    }
  }
  const end = T0 + DAYS * DAY_MS;
  const retention =
    items.reduce((sum, s) => sum + Math.pow(0.9, (end - s.memory.last) / DAY_MS / s.memory.stability), 0) / items.length;
  return { reviews, lapses, retention: Math.round(retention * 1000) / 1000 };
}

const sm2 = simulate("sm2");
const fsrsResult = simulate("fsrs");
console.log(`${SENTENCES} sentences, ${DAYS} days, seed ${SEED}`);
console.log(`SM-2    ${sm2.reviews} reviews, ${sm2.lapses} lapses, retention on day ${DAYS}: ${sm2.retention}`);
console.log(
  `FSRS-6  ${fsrsResult.reviews} reviews, ${fsrsResult.lapses} lapses, retention on day ${DAYS}: ${fsrsResult.retention}`,
);
console.log(`SCHEDULERS ${JSON.stringify({ sm2, fsrs: fsrsResult })}`);
