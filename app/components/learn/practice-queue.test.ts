import { describe, expect, it } from "vitest";
import { FLUSH_AFTER_MS, PracticeQueue, type Batch, type KeyValueStore, type SendResult } from "./practice-queue";

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

function harness(
  store = memoryStore(),
  reply: (b: Batch) => SendResult<string> = (b) => ({ kind: "ok", answer: `applied ${b.count}` }),
) {
  let clock = 1_000;
  let ids = 0;
  const sent: Batch[] = [];
  const answers: string[] = [];
  const refused: string[] = [];
  let respond = reply;
  const queue = new PracticeQueue<string>({
    key: "outbox",
    store,
    send: async (batch) => {
      sent.push(batch);
      return respond(batch);
    },
    now: () => clock,
    newId: () => `batch-${++ids}`,
    serverTotal: () => 100,
    onAnswer: (a) => answers.push(a),
    onRefused: (_s, m) => refused.push(m),
    onChange: () => {},
  });
  return {
    queue,
    store,
    sent,
    answers,
    refused,
    advance: (ms: number) => (clock += ms),
    reply: (fn: typeof reply) => (respond = fn),
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe("PracticeQueue", () => {
  it("sends five waiting steps as one batch", async () => {
    const h = harness();
    for (let i = 0; i < 4; i++) h.queue.add();
    expect(h.sent).toHaveLength(0);
    h.queue.add();
    await settle();
    expect(h.sent).toEqual([{ batchId: "batch-1", count: 5, baseTotal: 100 }]);
    expect(h.answers).toEqual(["applied 5"]);
    expect(h.queue.unconfirmed).toBe(0);
  });

  it("sends what waits once the first step is eight seconds old", async () => {
    const h = harness();
    h.queue.add();
    h.queue.add();
    h.advance(FLUSH_AFTER_MS - 1);
    h.queue.tick();
    expect(h.sent).toHaveLength(0);
    h.advance(1);
    h.queue.tick();
    await settle();
    expect(h.sent.map((b) => b.count)).toEqual([2]);
  });

  it("offline keeps the batch and its id; back online it is sent again, same id, then new steps go in a new batch", async () => {
    const h = harness(memoryStore(), () => ({ kind: "offline" }));
    for (let i = 0; i < 5; i++) h.queue.add();
    await settle();
    expect(h.queue.isOffline).toBe(true);
    h.queue.add();
    h.queue.add();
    expect(h.queue.unconfirmed).toBe(7);
    h.reply((b) => ({ kind: "ok", answer: `applied ${b.count}` }));
    await h.queue.flush();
    await h.queue.flush();
    expect(h.sent.map((b) => `${b.batchId}:${b.count}`)).toEqual(["batch-1:5", "batch-1:5", "batch-2:2"]);
    expect(h.answers).toEqual(["applied 5", "applied 2"]);
    expect(h.queue.isOffline).toBe(false);
  });

  it("survives a reload: waiting and in-flight steps come back from storage", async () => {
    const store = memoryStore();
    const first = harness(store, () => ({ kind: "offline" }));
    for (let i = 0; i < 6; i++) first.queue.add();
    await settle();
    const second = harness(store);
    expect(second.queue.state).toMatchObject({ pending: 1, inFlight: { batchId: "batch-1", count: 5 } });
    await second.queue.flush();
    await second.queue.flush();
    expect(second.sent.map((b) => `${b.batchId}:${b.count}`)).toEqual(["batch-1:5", "batch-1:1"]);
    expect(store.data.size).toBe(0);
  });

  it("sends a long run of fast Continues as batches of at most 20, none refused", async () => {
    const h = harness();
    h.reply((b) => ({ kind: "ok", answer: `applied ${b.count}` }));
    // All pressed while the first request is on its way.
    for (let i = 0; i < 55; i++) h.queue.add();
    await settle();
    await settle();
    for (let i = 0; i < 5; i++) await h.queue.flush();
    expect(h.sent.map((b) => b.count)).toEqual([5, 20, 20, 10]);
    expect(h.sent.every((b) => b.count <= 20)).toBe(true);
    expect(h.queue.unconfirmed).toBe(0);
  });

  it("a refused batch is dropped and reported, never retried", async () => {
    const h = harness(memoryStore(), () => ({ kind: "refused", status: 429, message: "too fast" }));
    for (let i = 0; i < 5; i++) h.queue.add();
    await settle();
    await h.queue.flush();
    expect(h.sent).toHaveLength(1);
    expect(h.refused).toEqual(["too fast"]);
    expect(h.queue.unconfirmed).toBe(0);
  });

  it("keeps a batch the server asks to wait for (429 Retry-After) and sends it, same id, once allowed", async () => {
    const h = harness();
    h.reply(() => ({ kind: "wait", retryAfterMs: 5_000 }));
    for (let i = 0; i < 5; i++) h.queue.add();
    await settle();
    expect(h.sent).toHaveLength(1);
    expect(h.queue.unconfirmed).toBe(5);
    expect(h.refused).toEqual([]);
    expect(JSON.parse(h.store.data.get("outbox")!)).toMatchObject({ inFlight: { batchId: "batch-1", count: 5 } });
    h.reply((b) => ({ kind: "ok", answer: `applied ${b.count}` }));
    h.advance(4_000);
    h.queue.tick();
    await h.queue.flush();
    expect(h.sent).toHaveLength(1); // not before the wait is over
    h.advance(1_000);
    h.queue.tick();
    await settle();
    expect(h.sent.map((b) => b.batchId)).toEqual(["batch-1", "batch-1"]);
    expect(h.answers).toEqual(["applied 5"]);
    expect(h.queue.unconfirmed).toBe(0);
  });
});
