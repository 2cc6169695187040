// The learn screen's outbox. Continues are applied on screen at once and counted here; they go to the
// server in batches (POST /api/progress with `count` and a `batchId`): when 5 are waiting, 8 seconds
// after the first, when the page is hidden or closed, and when the network comes back. A batch keeps
// its id until the server has answered, so a retry after a lost answer is applied exactly once.
// Waiting steps survive a reload (storage), so practice goes on without the network. A batch the
// server asks to wait for (429 with Retry-After: the learner's practice allowance is spent) stays in
// the outbox, same id, and goes again once the wait is over: the server saved none of it.

import { MAX_BATCH_STEPS } from "../../domain/practice";

export { MAX_BATCH_STEPS };
export const FLUSH_AT_STEPS = 5;
export const FLUSH_AFTER_MS = 8_000;

export interface Batch {
  batchId: string;
  count: number;
  /** The server's total repetitions when the batch was made: tells, after a reload, if it landed. */
  baseTotal: number;
}

export interface Outbox {
  pending: number;
  firstPendingAt: number | null;
  inFlight: Batch | null;
}

export type SendResult<A> =
  | { kind: "ok"; answer: A }
  | { kind: "offline" }
  | { kind: "wait"; retryAfterMs: number }
  | { kind: "refused"; status: number; message: string };

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface QueueOptions<A> {
  key: string;
  store: KeyValueStore | null;
  send: (batch: Batch, options: { keepalive: boolean }) => Promise<SendResult<A>>;
  now: () => number;
  newId: () => string;
  /** The server's current total, for `baseTotal`. */
  serverTotal: () => number;
  onAnswer: (answer: A, batch: Batch) => void;
  onRefused: (status: number, message: string) => void;
  onChange: (outbox: Outbox, offline: boolean) => void;
}

const EMPTY: Outbox = { pending: 0, firstPendingAt: null, inFlight: null };

export function readOutbox(store: KeyValueStore | null, key: string): Outbox {
  try {
    const raw = store?.getItem(key);
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as Partial<Outbox>;
    const pending = Number.isInteger(parsed.pending) && parsed.pending! > 0 ? parsed.pending! : 0;
    const inFlight =
      parsed.inFlight && typeof parsed.inFlight.batchId === "string" && Number.isInteger(parsed.inFlight.count)
        ? parsed.inFlight
        : null;
    return { pending, firstPendingAt: pending > 0 ? (parsed.firstPendingAt ?? null) : null, inFlight };
  } catch {
    return EMPTY;
  }
}

export class PracticeQueue<A> {
  private outbox: Outbox;
  private offline = false;
  private sending = false;
  /** Until then the server asked us not to send (Retry-After). */
  private waitUntil = 0;

  constructor(private readonly options: QueueOptions<A>) {
    this.outbox = readOutbox(options.store, options.key);
  }

  get state(): Outbox {
    return this.outbox;
  }

  /** Steps the server has not confirmed yet (waiting and in flight). */
  get unconfirmed(): number {
    return this.outbox.pending + (this.outbox.inFlight?.count ?? 0);
  }

  get isOffline(): boolean {
    return this.offline;
  }

  add(): void {
    this.update({
      ...this.outbox,
      pending: this.outbox.pending + 1,
      firstPendingAt: this.outbox.firstPendingAt ?? this.options.now(),
    });
    if (this.outbox.pending >= FLUSH_AT_STEPS) void this.flush();
  }

  /** For a timer: flushes once the oldest waiting step is 8 seconds old. */
  tick(): void {
    if (this.options.now() < this.waitUntil) return;
    const first = this.outbox.firstPendingAt;
    if ((first !== null && this.options.now() - first >= FLUSH_AFTER_MS) || (this.outbox.inFlight && !this.sending)) {
      void this.flush();
    }
  }

  /** Sends the batch in flight again (same id), or makes one of everything waiting. */
  async flush(options: { keepalive?: boolean } = {}): Promise<void> {
    if (this.sending || this.options.now() < this.waitUntil) return;
    let batch = this.outbox.inFlight;
    if (!batch) {
      if (this.outbox.pending === 0) return;
      const count = Math.min(this.outbox.pending, MAX_BATCH_STEPS);
      const left = this.outbox.pending - count;
      batch = { batchId: this.options.newId(), count, baseTotal: this.options.serverTotal() };
      this.update({ pending: left, firstPendingAt: left > 0 ? this.options.now() : null, inFlight: batch });
    }
    this.sending = true;
    let result: SendResult<A>;
    try {
      result = await this.options.send(batch, { keepalive: options.keepalive ?? false });
    } catch {
      result = { kind: "offline" };
    } finally {
      this.sending = false;
    }
    if (result.kind === "offline") {
      this.offline = true;
      this.update(this.outbox);
      return;
    }
    this.offline = false;
    if (result.kind === "wait") {
      // Nothing was saved: the same batch goes again after the wait (tick), with its steps kept.
      this.waitUntil = this.options.now() + result.retryAfterMs;
      this.update(this.outbox);
      return;
    }
    this.update({ ...this.outbox, inFlight: null });
    if (result.kind === "ok") this.options.onAnswer(result.answer, batch);
    else this.options.onRefused(result.status, result.message);
    if (this.outbox.pending >= FLUSH_AT_STEPS) void this.flush();
  }

  private update(next: Outbox): void {
    this.outbox = next;
    try {
      if (next.pending === 0 && !next.inFlight) this.options.store?.removeItem(this.options.key);
      else this.options.store?.setItem(this.options.key, JSON.stringify(next));
    } catch {
      // storage full or disabled: the outbox still works for this page's life
    }
    this.options.onChange(next, this.offline);
  }
}
