// Daily practice reminders (issue 29): the profile's setting, the cron's sending (e-mail to proven
// addresses, Web Push to the account's browsers), and the one-click way out. The rule of when one is
// due is app/domain/reminders.ts; this file reads and claims learners set-wise and sends in batches.
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { latestDayAnywhere, reminderDueDay } from "../domain/reminders";
import { hmacHex } from "./crypto.server";
import { schema, type Database } from "./db.server";
import { linkEmail, sendEmailBatch, type Email } from "./email.server";
import type { AppConfig } from "./env.server";
import { sendPush, vapidKeys } from "./web-push.server";

export const REMINDER_SUBJECT = "Time for today's sentences";
export const UNSUBSCRIBE_PATH = "/reminders/unsubscribe";
// D1 allows 100 bound parameters a statement: id lists are cut below that.
const IDS_PER_STATEMENT = 90;
const PUSHES_AT_ONCE = 20;
// The unsubscribe token is an HMAC under the device-cookie key, with its own purpose in the message
// so that no other value signed under that key can pass for it.
const TOKEN_PURPOSE = "reminders-unsubscribe:";

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function unsubscribeToken(secret: string, userId: number): string {
  return `${userId}.${hmacHex(secret, `${TOKEN_PURPOSE}${userId}`)}`;
}

/** The account a token was minted for, or null for a token this server did not sign. */
export function accountOfUnsubscribeToken(secret: string | undefined, token: string): number | null {
  const match = /^([1-9][0-9]{0,15})\.([0-9a-f]{64})$/.exec(token);
  if (!secret || !match) return null;
  const userId = Number(match[1]);
  const expected = new TextEncoder().encode(unsubscribeToken(secret, userId));
  const given = new TextEncoder().encode(token);
  return expected.length === given.length && constantTimeEqual(expected, given) ? userId : null;
}

export function unsubscribeUrl(base: string, token: string): string {
  return `${base.replace(/\/+$/, "")}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/** The profile's setting: an hour (0-23, the learner's zone) or null for off. */
export async function saveReminderHour(db: Database, userId: number, hour: number | null): Promise<void> {
  await db.update(schema.users).set({ reminderHour: hour }).where(eq(schema.users.id, userId));
}

export function reminderEmail(to: string, base: string, token: string): Email {
  const url = unsubscribeUrl(base, token);
  const mail = linkEmail(
    to,
    REMINDER_SUBJECT,
    [
      "You have not practised today yet.",
      "A few sentences keep your streak going (a streak freeze covers a missed day only if you hold one).",
    ],
    { label: "Practise now", url: `${base.replace(/\/+$/, "")}/` },
    `You get this because you turned on daily reminders. Turn them off with one click: ${url}`,
  );
  // RFC 8058: mail clients offer "Unsubscribe" and POST this address without opening it.
  return { ...mail, headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } };
}

export interface ReminderRun {
  /** Learners the rule found due this run. */
  due: number;
  /** Of those, the ones this run claimed (another run may have claimed the rest). */
  claimed: number;
  emailed: number;
  pushed: number;
  /** Push subscriptions the push service said are gone, deleted. */
  gone: number;
}

let warnedNoLink = false;

/**
 * One cron run: every learner whose reminder is due now gets at most one, and only once a day. The
 * day is claimed in D1 before anything is sent (UPDATE … WHERE the day is not yet marked RETURNING),
 * so two runs at once, or a run repeated, send nothing twice.
 */
export async function sendDueReminders(db: Database, config: AppConfig, now: number): Promise<ReminderRun> {
  const { users: u, learnerSummaries: m, pushSubscriptions: p } = schema;
  const run: ReminderRun = { due: 0, claimed: 0, emailed: 0, pushed: 0, gone: 0 };
  // Set-wise: learners with reminders on who may still be due today somewhere on Earth, each with
  // their last practice day over all languages. The exact hour and day are the pure rule's.
  const pushers = db.select({ userId: p.userId }).from(p);
  const candidates = await db
    .select({
      id: u.id,
      email: u.email,
      timeZone: u.timeZone,
      hour: u.reminderHour,
      sentDay: u.reminderSentDay,
      verified: isNotNull(u.emailVerifiedAt).mapWith(Boolean),
      lastPracticeDay: sql<string | null>`MAX(${m.lastPracticeDay})`,
    })
    .from(u)
    .leftJoin(m, eq(m.userId, u.id))
    .where(
      and(
        isNotNull(u.reminderHour),
        or(isNull(u.reminderSentDay), lt(u.reminderSentDay, latestDayAnywhere(now))),
        or(isNotNull(u.emailVerifiedAt), inArray(u.id, pushers)),
      ),
    )
    .groupBy(u.id);
  const dueByDay = new Map<string, typeof candidates>();
  for (const c of candidates) {
    const day = reminderDueDay(c, now);
    if (day === null) continue;
    dueByDay.set(day, [...(dueByDay.get(day) ?? []), c]);
  }
  const due = [...dueByDay.values()].flat();
  run.due = due.length;
  if (due.length === 0) return run;

  const claims = [...dueByDay].flatMap(([day, learners]) =>
    chunks(
      learners.map((l) => l.id),
      IDS_PER_STATEMENT,
    ).map((ids) =>
      db
        .update(u)
        .set({ reminderSentDay: day })
        .where(and(inArray(u.id, ids), isNotNull(u.reminderHour), or(isNull(u.reminderSentDay), lt(u.reminderSentDay, day))))
        .returning({ id: u.id }),
    ),
  );
  const claimedIds = new Set((await db.batch(claims as [(typeof claims)[number], ...typeof claims])).flat().map((r) => r.id));
  const claimed = due.filter((l) => claimedIds.has(l.id));
  run.claimed = claimed.length;

  const secret = config.DEVICE_COOKIE_SECRET;
  const base = config.APP_URL;
  if (!secret || !base) {
    if (!warnedNoLink)
      console.warn("reminders: APP_URL and DEVICE_COOKIE_SECRET are needed for the unsubscribe link; no reminder mail is sent");
    warnedNoLink = true;
  } else {
    const mails = claimed.filter((l) => l.verified).map((l) => reminderEmail(l.email, base, unsubscribeToken(secret, l.id)));
    run.emailed = await sendEmailBatch(config, mails);
  }

  const keys = vapidKeys(config);
  if (keys) {
    const subscriptions = (
      await Promise.all(
        chunks([...claimedIds], IDS_PER_STATEMENT).map((ids) =>
          db.select({ endpoint: p.endpoint }).from(p).where(inArray(p.userId, ids)),
        ),
      )
    ).flat();
    const gone: string[] = [];
    for (const group of chunks(subscriptions, PUSHES_AT_ONCE)) {
      const statuses = await Promise.all(group.map((s) => sendPush(keys, s.endpoint, now)));
      statuses.forEach((status, i) => {
        if (status >= 200 && status < 300) run.pushed += 1;
        if (status === 404 || status === 410) gone.push(group[i]!.endpoint);
      });
    }
    for (const endpoints of chunks(gone, IDS_PER_STATEMENT)) {
      await db.delete(p).where(inArray(p.endpoint, endpoints));
    }
    run.gone = gone.length;
  }
  console.log(`reminders: ${run.due} due, ${run.claimed} claimed, ${run.emailed} mailed, ${run.pushed} pushed, ${run.gone} gone`);
  return run;
}
