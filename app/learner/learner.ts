// The Learner Durable Object: one per account (idFromName of the user id), holding that learner's
// practice in its own SQLite database: the pyramid per language, review items (SM-2 and FSRS state),
// the review log, practice batch and grade ids, practice days and conversation progress. The input
// gate runs one request at a time, and every method reads, applies the pure rule (app/domain) and
// writes without awaiting in between, so the object is the learner's one writer: no revisions, no
// retries. It tells D1 a small summary per language now and then (an alarm, SUMMARY_EVERY_MS).
import { DurableObject } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/durable-sqlite";
import { migrate } from "drizzle-orm/durable-sqlite/migrator";
import type { Language } from "../domain/languages";
import type { LearnProgress, ProgressView } from "../domain/progress-view";
import { contentIds, upcomingFrom } from "./content-ids";
import { applyConversationContinue, conversationStanding } from "./conversations";
import { fixture, type FixtureRequest } from "./fixtures";
import { deleteLegacy, importLegacy, isEmpty, LEGACY_KEY, readLegacy, type LegacyState } from "./legacy";
import migrations from "./migrations/migrations.js";
import { applyAdvance, learnState } from "./practice";
import { applyGrade, fullProgress, progressScreen, resetLanguage, reviewQueue } from "./reviews";
import { readMeta, readPyramid, schema, writeMeta, type LearnerDb } from "./store";
import { exportAll, type LearnerExport } from "./export";
import { allSummaries, flushSummaries, rowCounts, SUMMARY_EVERY_MS } from "./summary";
import type {
  AdvanceInput,
  AdvanceResult,
  Clock,
  ContinueConversationInput,
  ConversationInput,
  ConversationStanding,
  GradeInput,
  GradeResult,
  LanguageInput,
  LanguageSummary,
  LegacyImport,
  Outcome,
  ProgressScreen,
  ReviewQueue,
  ReviewQueueInput,
  StorageStats,
} from "./types";

const FLUSHED_KEY = "summaryFlushedAt";
// The user id this object is named by, for the alarm (which is not told the name).
const OWNER_KEY = "userId";
// What the alarms wrote to D1, summed: the benchmarks read it (D1 writes per Continue).
const WRITES_KEY = "summaryWrites";

export class Learner extends DurableObject<Env> {
  private readonly db: LearnerDb;
  private legacy: LegacyState | undefined;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.db = drizzle(ctx.storage, { schema });
    // No request reaches the object before its database has every migration.
    void ctx.blockConcurrencyWhile(async () => {
      await migrate(this.db, migrations);
      this.legacy = readMeta<LegacyState>(this.db, LEGACY_KEY);
      this.rememberOwner();
    });
  }

  /**
   * The object's name (the user id) is known when a request reaches it through idFromName, but not
   * when an alarm wakes it (`ctx.id.name` is then undefined): the summary alarm needs it to write D1,
   * so the first request stores it.
   */
  private rememberOwner(): void {
    const named = Number(this.ctx.id.name);
    if (Number.isInteger(named) && named > 0 && readMeta<number>(this.db, OWNER_KEY) !== named) {
      writeMeta(this.db, OWNER_KEY, named);
    }
  }

  /** The account this object belongs to (its name is the user id). */
  private get userId(): number {
    const id = Number(this.ctx.id.name ?? readMeta<number>(this.db, OWNER_KEY));
    if (!Number.isInteger(id) || id <= 0) throw new Error("A Learner object is named by its user id (idFromName).");
    return id;
  }

  /**
   * On the first touch, the learner's rows still in the old D1 tables move in (while no other request
   * may run), then leave D1. Afterwards this is one comparison in memory.
   */
  private async ready(): Promise<void> {
    if (this.legacy === "cleared") return;
    await this.ctx.blockConcurrencyWhile(() => this.moveLegacy());
  }

  private async moveLegacy(): Promise<LegacyImport | null> {
    let moved: LegacyImport | null = null;
    this.legacy = readMeta<LegacyState>(this.db, LEGACY_KEY);
    if (this.legacy === "cleared") return null;
    if (this.legacy !== "moved") {
      const rows = await readLegacy(this.env.DB, this.userId);
      if (isEmpty(rows)) {
        this.markLegacy("cleared");
        return null;
      }
      moved = this.db.transaction(() => {
        const counts = importLegacy(this.db, rows!);
        writeMeta(this.db, LEGACY_KEY, "moved");
        return counts;
      });
      this.legacy = "moved";
      await this.scheduleFlush();
    }
    await deleteLegacy(this.env.DB, this.userId);
    this.markLegacy("cleared");
    return moved;
  }

  private markLegacy(state: LegacyState): void {
    writeMeta(this.db, LEGACY_KEY, state);
    this.legacy = state;
  }

  /** Applies `count` Continues (a batch, idempotent by batchId). */
  async advance(input: AdvanceInput): Promise<Outcome<AdvanceResult>> {
    await this.ready();
    const need = input.count + 1;
    const ids = await contentIds(this.env.DB, input.language, this.highest(input.language), need);
    // From here to the answer nothing is awaited: no other request can slip in between.
    const outcome = this.db.transaction(() =>
      applyAdvance(this.db, input, upcomingFrom(ids, this.highest(input.language), need)),
    );
    if (outcome.ok && !outcome.value.duplicate) await this.scheduleFlush();
    return outcome;
  }

  /** The largest sentence id the language's pyramid ever took (its unused sentences lie above). */
  private highest(language: Language): number {
    const row = readPyramid(this.db, language);
    return row ? Math.max(row.highestSentenceId, ...row.currentSequence) : 0;
  }

  private async firstId(language: Language): Promise<number | null> {
    return (await contentIds(this.env.DB, language))[0] ?? null;
  }

  /** Grades one card (idempotent by gradeId): the answer carries that card, the counts and the header numbers. */
  async grade(input: GradeInput): Promise<Outcome<GradeResult>> {
    await this.ready();
    const outcome = this.db.transaction(() => applyGrade(this.db, input));
    if (outcome.ok && !outcome.value.duplicate) await this.scheduleFlush();
    return outcome;
  }

  async learnState(input: LanguageInput): Promise<LearnProgress> {
    await this.ready();
    return learnState(this.db, input, await this.firstId(input.language));
  }

  /** The spec's full progress (GET /api/progress): the whole schedule. */
  async progress(input: LanguageInput): Promise<ProgressView> {
    await this.ready();
    return fullProgress(this.db, input, await this.firstId(input.language));
  }

  async progressScreen(input: LanguageInput): Promise<ProgressScreen> {
    await this.ready();
    return progressScreen(this.db, input, await this.firstId(input.language));
  }

  async reviewQueue(input: ReviewQueueInput): Promise<ReviewQueue> {
    await this.ready();
    return reviewQueue(this.db, input);
  }

  /** Resets one language (its pyramid and review items); the others and the history stay. */
  async reset(input: { language: Language }): Promise<void> {
    await this.ready();
    this.db.transaction(() => resetLanguage(this.db, input.language));
    await this.scheduleFlush();
  }

  async conversation(input: ConversationInput): Promise<ConversationStanding> {
    await this.ready();
    return conversationStanding(this.db, input);
  }

  async continueConversation(input: ContinueConversationInput): Promise<ConversationStanding> {
    await this.ready();
    const standing = this.db.transaction(() => applyConversationContinue(this.db, input));
    await this.scheduleFlush();
    return standing;
  }

  /** The learner's standing in every language they have any (achievements, profile). */
  async summaries(clock: Clock): Promise<LanguageSummary[]> {
    await this.ready();
    return allSummaries(this.db, clock.now);
  }

  /** `npm run learners:migrate`: moves this learner's old D1 rows in now (nothing when already done). */
  async migrateLegacy(): Promise<LegacyImport | null> {
    return this.ctx.blockConcurrencyWhile(() => this.moveLegacy());
  }

  /** Everything this learner's database keeps, for "Download my data" (GET /api/account/export). */
  async exportAll(): Promise<LearnerExport> {
    await this.ready();
    return exportAll(this.db);
  }

  /** Wipes this learner's database and alarm (for account deletion); D1's summaries go with the account. */
  async deleteAll(): Promise<void> {
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    // A wiped object starts over: no tables until its next start, no old rows to look for.
    this.legacy = "cleared";
    await migrate(this.db, migrations);
    writeMeta(this.db, LEGACY_KEY, "cleared");
    this.rememberOwner();
  }

  async storageStats(): Promise<StorageStats> {
    const d1Writes = readMeta<StorageStats["d1Writes"]>(this.db, WRITES_KEY) ?? { flushes: 0, statements: 0, rowsWritten: 0 };
    return { databaseBytes: this.ctx.storage.sql.databaseSize, rows: rowCounts(this.db), d1Writes };
  }

  /** Development only (APP_ENV=development): states the browser tests and benchmarks cannot click to. */
  async fixture(request: FixtureRequest): Promise<unknown> {
    if (this.env.APP_ENV !== "development") throw new Error("Learner fixtures exist only in development.");
    await this.ready();
    const result = this.db.transaction(() => fixture(this.db, request));
    await this.scheduleFlush();
    return result;
  }

  /** Writes the pending summaries to D1. On failure the alarm is retried; the outbox keeps them meanwhile. */
  async alarm(): Promise<void> {
    const now = Date.now();
    writeMeta(this.db, FLUSHED_KEY, now);
    const wrote = await flushSummaries(this.db, this.env.DB, this.userId, now);
    const sum = readMeta<StorageStats["d1Writes"]>(this.db, WRITES_KEY) ?? { flushes: 0, statements: 0, rowsWritten: 0 };
    writeMeta(this.db, WRITES_KEY, {
      flushes: sum.flushes + 1,
      statements: sum.statements + wrote.statements,
      rowsWritten: sum.rowsWritten + wrote.rowsWritten,
    });
    // A change made while D1 answered is still pending: its turn comes after the interval.
    await this.scheduleFlush();
  }

  /** An alarm for the pending summaries, no sooner than SUMMARY_EVERY_MS after the last write. */
  private async scheduleFlush(): Promise<void> {
    if ((await this.ctx.storage.getAlarm()) !== null) return;
    if (this.db.select().from(schema.summaryOutbox).limit(1).all().length === 0) return;
    const last = readMeta<number>(this.db, FLUSHED_KEY) ?? 0;
    await this.ctx.storage.setAlarm(Math.max(Date.now(), last + SUMMARY_EVERY_MS));
  }
}
