// The learn screen's practice state: the pyramid shown at once from the pure rule, the outbox that
// sends Continues in batches (practice-queue.ts), and a snapshot of the last server answer kept in
// storage, so a reload without the network opens where the learner was. When the screen's data is
// loaded again (the tab came back into view: use-refresh-on-return.ts) and the server is further on
// than this tab knew, the screen takes the server's state and says so (another tab or device).
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Language } from "../../domain/languages";
import { nextStep } from "../../domain/milestones";
import { replayAdvances } from "../../domain/practice";
import type { LearnProgress, LessonTexts, SentenceText } from "../../domain/progress-view";
import { pyramidStateOf, type PyramidState, type PyramidStep } from "../../domain/pyramid";
import { api, ApiError } from "../shell/api-client";
import { PracticeQueue, type Batch, type KeyValueStore, type Outbox, type SendResult } from "./practice-queue";

export type AdvanceAnswer = LearnProgress & LessonTexts & { pointsEarned: number; steps: number; duplicate: boolean };

interface Snapshot extends LessonTexts {
  progress: LearnProgress;
}

export type Texts = Record<string, { english: string; text: string }>;

function browserStore(): KeyValueStore | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Another learner's outbox and saved answers are theirs alone: they go when someone else opens the
 * learn screen on this device (a sign-out clears them too, with Clear-Site-Data, but a session that
 * ended elsewhere never passes that answer). Their unsent steps could not be sent as this learner.
 */
export function forgetOtherLearners(store: KeyValueStore & { key(i: number): string | null; length: number }, userId: number) {
  const mine = new RegExp(`^piramide:(?:outbox|snapshot|goal-reached):${userId}(?::|$)`);
  const anyones = /^piramide:(?:outbox|snapshot|goal-reached):/;
  const theirs: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key && anyones.test(key) && !mine.test(key)) theirs.push(key);
  }
  for (const key of theirs) store.removeItem(key);
}

function readSnapshot(store: KeyValueStore | null, key: string): Snapshot | null {
  try {
    const raw = store?.getItem(key);
    return raw ? (JSON.parse(raw) as Snapshot) : null;
  } catch {
    return null;
  }
}

/** Local steps on top of the server's state, with the texts they need. */
function project(base: Snapshot, steps: number): { view: PyramidState; texts: Texts } {
  const texts: Texts = { ...base.sentences };
  for (const s of base.upcoming) texts[String(s.id)] = { english: s.english, text: s.text };
  if (steps === 0) return { view: pyramidStateOf(base.progress), texts };
  const replay = replayAdvances(
    pyramidStateOf(base.progress),
    steps,
    base.upcoming.map((s) => s.id),
    base.progress.highestSentenceId,
  );
  return { view: replay.state, texts };
}

async function sendBatch(language: Language, batch: Batch, keepalive: boolean): Promise<SendResult<AdvanceAnswer>> {
  const body = { language, action: "advance", count: batch.count, batchId: batch.batchId };
  try {
    return { kind: "ok", answer: await api.post<AdvanceAnswer>("/api/progress", body, { keepalive }) };
  } catch (error) {
    // No answer or a server failure: the batch (same id) goes again later. A refusal is final.
    if (!(error instanceof ApiError) || error.retryable) return { kind: "offline" };
    // The practice allowance is spent for now: wait as the server asks, then send the same batch.
    const wait = error.body.retryAfterSeconds;
    if (error.status === 429 && typeof wait === "number" && wait > 0) return { kind: "wait", retryAfterMs: wait * 1000 };
    return { kind: "refused", status: error.status, message: error.message };
  }
}

export interface Practice {
  view: PyramidState;
  texts: Texts;
  server: LearnProgress;
  upcoming: SentenceText[];
  /** Steps not yet confirmed by the server. */
  unsynced: number;
  offline: boolean;
  /** The server was further on than this tab (practice in another tab or device) and the screen caught up. */
  caughtUp: boolean;
  advance: () => void;
}

export function usePractice(
  data: { language: Language; progress: LearnProgress } & LessonTexts,
  userId: number,
  handlers: {
    onRefused: (status: number, message: string) => void;
    /** Each Continue as it is shown (before the server confirms it), with the texts it may name. */
    onStep?: (step: PyramidStep, texts: Texts) => void;
  },
): Practice {
  const outboxKey = `piramide:outbox:${userId}:${data.language}`;
  const snapshotKey = `piramide:snapshot:${userId}:${data.language}`;
  const [base, setBase] = useState<Snapshot>({ progress: data.progress, sentences: data.sentences, upcoming: data.upcoming });
  const [outbox, setOutbox] = useState<Outbox>({ pending: 0, firstPendingAt: null, inFlight: null });
  const [offline, setOffline] = useState(false);
  const [caughtUp, setCaughtUp] = useState(false);
  const dataRef = useRef(data);
  const baseRef = useRef(base);
  baseRef.current = base;
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const queueRef = useRef<PracticeQueue<AdvanceAnswer> | null>(null);

  // One outbox per learner and language; on arrival, storage may hold steps made offline and a newer
  // snapshot than the page (a page served from the offline cache is older than the last answer).
  useEffect(() => {
    const store = browserStore();
    try {
      if (store) forgetOtherLearners(window.localStorage, userId);
    } catch {
      // storage disabled: nothing is kept either
    }
    const { language, progress, sentences, upcoming } = dataRef.current;
    const fresh: Snapshot = { progress, sentences, upcoming };
    const saved = readSnapshot(store, snapshotKey);
    const start = saved && saved.progress.totalRepetitions > fresh.progress.totalRepetitions ? saved : fresh;
    setBase(start);
    const queue = new PracticeQueue<AdvanceAnswer>({
      key: outboxKey,
      store,
      send: (batch, { keepalive }) => sendBatch(language, batch, keepalive),
      now: () => Date.now(),
      newId: () => crypto.randomUUID(),
      serverTotal: () => baseRef.current.progress.totalRepetitions,
      onAnswer: (answer) => {
        // Answers can only move forward: an older one (a duplicate) never rolls the screen back.
        if (answer.totalRepetitions < baseRef.current.progress.totalRepetitions) return;
        // The answer carries only the texts of sentences it added; the screen has the others.
        const known: Texts = { ...baseRef.current.sentences, ...answer.sentences };
        for (const s of baseRef.current.upcoming) known[String(s.id)] ??= { english: s.english, text: s.text };
        const sentences = Object.fromEntries(
          answer.currentSequence.filter((id) => known[String(id)]).map((id) => [String(id), known[String(id)]!]),
        );
        // Practice changes what is due only by graduating sentences, which are due at once.
        const before = baseRef.current.progress;
        const dueNow = answer.dueNow ?? (before.dueNow ?? 0) + Math.max(0, answer.graduatedCount - before.graduatedCount);
        const next: Snapshot = { progress: { ...answer, dueNow }, sentences, upcoming: answer.upcoming };
        setBase(next);
        try {
          store?.setItem(snapshotKey, JSON.stringify(next));
        } catch {
          // storage full: the snapshot is only a convenience
        }
      },
      onRefused: (status, message) => handlersRef.current.onRefused(status, message),
      onChange: (next, isOffline) => {
        setOutbox(next);
        setOffline(isOffline);
      },
    });
    queueRef.current = queue;
    setOutbox(queue.state);
    // A batch sent before the reload may have landed already (the page then counts it): do not show it twice.
    const inFlight = queue.state.inFlight;
    if (inFlight && start.progress.totalRepetitions >= inFlight.baseTotal + inFlight.count) {
      setOutbox({ ...queue.state, inFlight: { ...inFlight, count: 0 } });
    }
    void queue.flush();
    const timer = setInterval(() => queue.tick(), 1000);
    const onHidden = () => {
      if (document.visibilityState === "hidden") void queue.flush({ keepalive: true });
    };
    const onPageHide = () => void queue.flush({ keepalive: true });
    const onOnline = () => void queue.flush();
    document.addEventListener("visibilitychange", onHidden);
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("online", onOnline);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onHidden);
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("online", onOnline);
      queueRef.current = null;
    };
    // One queue for the screen's life: data loaded again must not start a second one (it would read
    // the outbox anew and could send the same steps twice). The screen is keyed by language.
  }, [outboxKey, snapshotKey, userId]);

  // The screen's data loaded again: the server's state is taken when it is further on than ours, and
  // not while a batch is on its way (its answer brings the newest state, ours included).
  useEffect(() => {
    if (dataRef.current === data) return;
    dataRef.current = data;
    if (queueRef.current?.state.inFlight) return;
    if (data.progress.totalRepetitions <= baseRef.current.progress.totalRepetitions) return;
    setBase({ progress: data.progress, sentences: data.sentences, upcoming: data.upcoming });
    setCaughtUp(true);
  }, [data]);

  const unsynced = outbox.pending + (outbox.inFlight?.count ?? 0);
  const { view, texts } = useMemo(() => project(base, unsynced), [base, unsynced]);

  const advance = useCallback(() => {
    if (view.currentSequence.length === 0 && base.upcoming.length === 0) return;
    const step = nextStep(
      view,
      base.upcoming.map((s) => s.id),
      base.progress.highestSentenceId,
    );
    queueRef.current?.add();
    setCaughtUp(false);
    handlersRef.current.onStep?.(step, texts);
  }, [base, view, texts]);

  return { view, texts, server: base.progress, upcoming: base.upcoming, unsynced, offline, caughtUp, advance };
}
