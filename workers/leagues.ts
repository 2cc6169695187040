// Cron: weekly leagues (issue 29). The rules are app/domain/league.ts; this says them in set-based SQL
// over every learner at once, because the cron handles 100,000 learners in seconds and cannot loop
// over them in JavaScript (tests/integration/leagues.test.ts checks the two agree).
//
// Every run: first close any past week not closed yet (oldest first), then, once no past week is
// open, update this week's standings from the learner summaries (one pass over all languages) and
// place the week's newcomers in groups. A close is idempotent and resumable: it takes the week's final
// standings once, then closes groups in (tier, number) order in chunks; each chunk's results, tiers
// and cursor are one D1 batch (a transaction), so a run that dies midway leaves the close where the
// last chunk left it and the next run goes on from there. Results are only ever inserted once.
import { and, asc, eq, gt, inArray, isNull, lt, ne, notExists, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { schema, type Database } from "../app/server/db.server";
import { DEMOTED, GROUP_SIZE, LOWEST_TIER, MIN_GROUP_TO_DEMOTE, PROMOTED, TOP_TIER, weekStartOf } from "../app/domain/league";
import { WEEK_MS } from "../app/domain/time";

/** Groups closed per D1 batch: some 6,000 learners, well inside a statement's time. */
export const CLOSE_CHUNK_GROUPS = 200;

// Integer literals, not parameters: they stay integers in SQLite's arithmetic (and cost no binding).
const int = (x: number) => sql.raw(String(Math.trunc(x)));

const {
  learnerSummaries: s,
  users: u,
  leagueTiers: t,
  leagueGroups: g,
  leagueMembers: m,
  leagueResults: r,
  leagueWeeks: w,
} = schema;

/** This week's XP per learner over every language: sum, first XP (joining) and last growth (tie-break). */
function weekTotals(db: Database, week: number) {
  return db
    .select({
      userId: s.userId,
      xp: sql<number>`SUM(${s.xpWeek})`.as("total_xp"),
      // A row written before the object kept these times has only its update time to go by.
      firstAt: sql<number>`MIN(COALESCE(${s.xpWeekFirstAt}, ${s.updatedAt}))`.as("total_first_at"),
      reachedAt: sql<number>`MAX(COALESCE(${s.xpWeekReachedAt}, ${s.updatedAt}))`.as("total_reached_at"),
    })
    .from(s)
    .where(and(eq(s.xpWeekStart, week), gt(s.xpWeek, 0)))
    .groupBy(s.userId)
    .as("week_totals");
}

/** Who takes part: learners on the leaderboard, and those who left it but asked for leagues. */
const takesPart = or(eq(u.leaderboardOptOut, false), eq(u.leagueOptIn, true));

/** promotionCount (domain) over SQL columns. */
function promotedSql(size: SQLWrapper, tier: SQLWrapper): SQL<number> {
  return sql`(CASE WHEN ${tier} >= ${int(TOP_TIER)} THEN 0 ELSE MIN(${int(PROMOTED)}, ${size}) END)`;
}

/** demotionCount (domain) over SQL columns. */
function demotedSql(size: SQLWrapper, tier: SQLWrapper): SQL<number> {
  return sql`(CASE WHEN ${tier} <= ${int(LOWEST_TIER)} OR ${size} < ${int(MIN_GROUP_TO_DEMOTE)} THEN 0
    ELSE MAX(0, MIN(${int(DEMOTED)}, ${size} - ${promotedSql(size, tier)})) END)`;
}

/** movementOf (domain) over SQL columns. */
function movementSql(rank: SQLWrapper, size: SQLWrapper, tier: SQLWrapper, xp: SQLWrapper): SQL<"up" | "down" | "stay"> {
  return sql`(CASE WHEN ${rank} <= ${promotedSql(size, tier)} THEN 'up'
    WHEN ${rank} > ${size} - ${demotedSql(size, tier)} AND ${xp} > 0 THEN 'down' ELSE 'stay' END)`;
}

/** compareStandings (domain) as a window: rank within each group. */
const rankInGroup = sql<number>`ROW_NUMBER() OVER (
  PARTITION BY ${m.tier}, ${m.groupNumber} ORDER BY ${m.xp} DESC, ${m.reachedAt} ASC, ${m.userId} ASC
)`;

/**
 * The statements of one standings pass over `week` (run as one batch): leavers out, XP brought up to
 * date, newcomers placed in groups, groups recorded, ranks recomputed.
 */
export function standingsStatements(db: Database, week: number, now: number) {
  const totals = weekTotals(db, week);

  // A learner who left the leaderboard (and did not ask for leagues) leaves this week's group.
  const leave = db.delete(m).where(
    and(
      eq(m.week, week),
      inArray(
        m.userId,
        db
          .select({ id: u.id })
          .from(u)
          .where(and(eq(u.leaderboardOptOut, true), eq(u.leagueOptIn, false))),
      ),
    ),
  );

  // XP only grows within a week; taking the larger also keeps the last standings of a learner whose
  // summary already moved on to the next week when the close reads it.
  const grow = db
    .update(m)
    .set({ xp: sql`${totals.xp}`, reachedAt: sql`${totals.reachedAt}` })
    .from(totals)
    .where(and(eq(m.week, week), eq(m.userId, totals.userId), gt(totals.xp, m.xp)));

  // Newcomers: numbered per tier in order of joining, then placed as groupNumberFor (domain) says.
  const tierOf = sql<number>`COALESCE(${t.tier}, ${int(LOWEST_TIER)})`;
  const joiners = db
    .select({
      userId: totals.userId,
      tier: tierOf.as("joiner_tier"),
      xp: totals.xp,
      firstAt: totals.firstAt,
      reachedAt: totals.reachedAt,
      ordinal: sql<number>`ROW_NUMBER() OVER (PARTITION BY ${tierOf} ORDER BY ${totals.firstAt} ASC, ${totals.userId} ASC)`.as(
        "joiner_ordinal",
      ),
    })
    .from(totals)
    .innerJoin(u, and(eq(u.id, totals.userId), takesPart))
    .leftJoin(t, eq(t.userId, totals.userId))
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(m)
          .where(and(eq(m.week, week), eq(m.userId, totals.userId))),
      ),
    )
    .as("joiners");
  const sizes = db
    .select({ tier: m.tier, number: m.groupNumber, size: sql<number>`COUNT(*)`.as("group_size") })
    .from(m)
    .where(eq(m.week, week))
    .groupBy(m.tier, m.groupNumber)
    .as("sizes");
  // SQLite's bare column beside MAX(): `size` comes from the row holding the largest number.
  const newest = db
    .select({
      tier: sql<number>`${sizes.tier}`.as("newest_tier"),
      number: sql<number>`MAX(${sizes.number})`.as("newest_number"),
      size: sql<number>`${sizes.size}`.as("newest_size"),
    })
    .from(sizes)
    .groupBy(sizes.tier)
    .as("newest");
  const room = sql`(CASE WHEN ${newest.number} IS NULL THEN 0 ELSE MAX(0, ${int(GROUP_SIZE)} - ${newest.size}) END)`;
  const lastNumber = sql`COALESCE(${newest.number}, 0)`;
  const join = db.insert(m).select(
    db
      .select({
        week: sql<number>`${week}`.as("week"),
        userId: joiners.userId,
        tier: joiners.tier,
        groupNumber: sql<number>`(CASE WHEN ${joiners.ordinal} <= ${room} THEN ${lastNumber}
          ELSE ${lastNumber} + 1 + (${joiners.ordinal} - ${room} - 1) / ${int(GROUP_SIZE)} END)`.as("group_number"),
        xp: joiners.xp,
        firstAt: joiners.firstAt,
        reachedAt: joiners.reachedAt,
        rank: sql<number>`0`.as("rank"),
      })
      .from(joiners)
      .leftJoin(newest, eq(newest.tier, joiners.tier)),
  );

  const groups = db
    .insert(g)
    .select(
      db
        .selectDistinct({
          week: m.week,
          tier: m.tier,
          number: m.groupNumber,
          createdAt: sql<number>`${now}`.as("created_at"),
        })
        .from(m)
        .where(eq(m.week, week)),
    )
    .onConflictDoNothing();

  const ranked = db
    .select({ userId: m.userId, rank: rankInGroup.as("new_rank") })
    .from(m)
    .where(eq(m.week, week))
    .as("ranked");
  const rank = db
    .update(m)
    .set({ rank: sql`${ranked.rank}` })
    .from(ranked)
    .where(and(eq(m.week, week), eq(m.userId, ranked.userId), ne(m.rank, ranked.rank)));

  const known = db.insert(w).values({ week }).onConflictDoNothing();
  return [known, leave, grow, join, groups, rank] as const;
}

/** Updates a week's standings in one transaction. */
export async function updateStandings(db: Database, week: number, now: number): Promise<void> {
  await db.batch(standingsStatements(db, week, now));
}

export interface CloseOptions {
  /** Groups per batch. */
  chunkGroups?: number;
  /** Asked before every chunk: true stops the close here (the next run resumes it). */
  shouldStop?: () => boolean;
}

/** Closes one past week, as far as `shouldStop` lets it: true when the week is closed. */
export async function closeWeek(db: Database, week: number, now: number, options: CloseOptions = {}): Promise<boolean> {
  const chunkGroups = options.chunkGroups ?? CLOSE_CHUNK_GROUPS;
  let [state] = await db.select().from(w).where(eq(w.week, week));
  if (state?.closedAt) return true;
  if (!state?.finalAt) {
    // The final standings, once: XP the summaries still hold for the week (learners who have not
    // practised since Monday) and anyone who joined after the last run.
    await db.batch([
      ...standingsStatements(db, week, now),
      db
        .update(w)
        .set({ finalAt: now })
        .where(and(eq(w.week, week), isNull(w.finalAt))),
    ]);
    [state] = await db.select().from(w).where(eq(w.week, week));
  }
  let cursor = { tier: state!.cursorTier, number: state!.cursorGroup };
  for (;;) {
    if (options.shouldStop?.()) return false;
    const after = sql`(${g.tier}, ${g.number}) > (${cursor.tier}, ${cursor.number})`;
    const chunk = await db
      .select({ tier: g.tier, number: g.number })
      .from(g)
      .where(and(eq(g.week, week), after))
      .orderBy(asc(g.tier), asc(g.number))
      .limit(chunkGroups);
    const last = chunk.at(-1);
    if (!last) {
      await db.update(w).set({ closedAt: now }).where(eq(w.week, week));
      return true;
    }
    await db.batch(closeChunkStatements(db, week, cursor, last));
    cursor = last;
  }
}

/** One chunk of a close: results of the groups after `from` up to `to`, the tiers they set, the cursor. */
export function closeChunkStatements(
  db: Database,
  week: number,
  from: { tier: number; number: number },
  to: { tier: number; number: number },
) {
  const inChunk = (tier: SQLWrapper, number: SQLWrapper) =>
    sql`(${tier}, ${number}) > (${from.tier}, ${from.number}) AND (${tier}, ${number}) <= (${to.tier}, ${to.number})`;
  const final = db
    .select({
      userId: m.userId,
      tier: m.tier,
      groupNumber: m.groupNumber,
      xp: m.xp,
      rank: rankInGroup.as("final_rank"),
      size: sql<number>`COUNT(*) OVER (PARTITION BY ${m.tier}, ${m.groupNumber})`.as("final_size"),
    })
    .from(m)
    .where(and(eq(m.week, week), inChunk(m.tier, m.groupNumber)))
    .as("final");
  const movement = movementSql(final.rank, final.size, final.tier, final.xp);
  const results = db
    .insert(r)
    .select(
      db
        .select({
          week: sql<number>`${week}`.as("week"),
          userId: final.userId,
          tier: final.tier,
          groupNumber: final.groupNumber,
          rank: final.rank,
          xp: final.xp,
          movement: movement.as("movement"),
          newTier: sql<number>`${final.tier} + (CASE ${movement} WHEN 'up' THEN 1 WHEN 'down' THEN -1 ELSE 0 END)`.as("new_tier"),
          seenAt: sql<number | null>`NULL`.as("seen_at"),
        })
        .from(final)
        .where(sql`1`),
    )
    .onConflictDoNothing();
  const tiers = db
    .insert(t)
    .select(
      db
        .select({ userId: r.userId, tier: r.newTier, week: r.week })
        .from(r)
        .where(and(eq(r.week, week), inChunk(r.tier, r.groupNumber))),
    )
    // A later week's close (weeks close oldest first) is never overwritten by a repeated older one.
    .onConflictDoUpdate({
      target: t.userId,
      set: { tier: sql`excluded.tier`, week: sql`excluded.week` },
      setWhere: sql`excluded.week >= ${t.week}`,
    });
  const cursor = db.update(w).set({ cursorTier: to.tier, cursorGroup: to.number }).where(eq(w.week, week));
  return [results, tiers, cursor] as const;
}

/**
 * Closed weeks kept: last week's result and group are what the page shows; a few more weeks cost
 * little, and older memberships (100,000 rows a week at the bench's size) only take room.
 */
export const KEEP_WEEKS = 4;

/** Memberships, groups and results of weeks older than KEEP_WEEKS (all closed: the standings wait for every close). */
function pruneStatements(db: Database, week: number) {
  const before = week - KEEP_WEEKS * WEEK_MS;
  return [
    db.delete(m).where(lt(m.week, before)),
    db.delete(g).where(lt(g.week, before)),
    db.delete(r).where(lt(r.week, before)),
  ] as const;
}

/** The past weeks not closed yet, oldest first. */
async function openPastWeeks(db: Database, week: number): Promise<number[]> {
  const rows = await db
    .select({ week: w.week })
    .from(w)
    .where(and(lt(w.week, week), isNull(w.closedAt)))
    .orderBy(asc(w.week));
  return rows.map((row) => row.week);
}

export interface LeaguesRun {
  closed: number[];
  /** False when a close stopped midway (the standings wait for it: newcomers need their new tiers). */
  updated: boolean;
}

/** The cron's leagues work at `scheduledTime`. */
export async function runLeagues(db: Database, scheduledTime: number, options: CloseOptions = {}): Promise<LeaguesRun> {
  const week = weekStartOf(scheduledTime);
  const closed: number[] = [];
  for (const past of await openPastWeeks(db, week)) {
    if (!(await closeWeek(db, past, scheduledTime, options))) return { closed, updated: false };
    closed.push(past);
  }
  await db.batch([...standingsStatements(db, week, scheduledTime), ...pruneStatements(db, week)]);
  console.log(`leagues: closed ${closed.length} week(s), standings of ${new Date(week).toISOString().slice(0, 10)} updated`);
  return { closed, updated: true };
}
