import { eq } from "drizzle-orm";
import type { User } from "../../db/schema";
import { schema, type Database } from "./db.server";
import { settingsSchema, type LearnerSettings } from "../domain/api-schemas";

export const DEFAULT_SETTINGS: Required<LearnerSettings> = {
  audioQuality: "premium",
  // Speech rate defaults (decisions.md): 0.7 on learn, 0.9 in review and conversations.
  speechRate: 0.7,
  reviewSpeechRate: 0.9,
  conversationSpeechRate: 0.9,
  scheduler: "sm2",
  hideTranslation: false,
  dailyGoal: 20,
  onlineSpeechRecognition: false,
};

export function settingsOf(user: User): Required<LearnerSettings> {
  const stored = settingsSchema.safeParse(user.settings ?? {});
  return { ...DEFAULT_SETTINGS, ...(stored.success ? stored.data : {}) };
}

export async function saveSettings(db: Database, user: User, patch: LearnerSettings): Promise<Required<LearnerSettings>> {
  const next = { ...settingsOf(user), ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) };
  await db.update(schema.users).set({ settings: next }).where(eq(schema.users.id, user.id));
  return next;
}

/** The profile's own fields: the time zone streaks follow, leaving the leaderboard, and leagues without it. */
export async function saveProfile(
  db: Database,
  user: User,
  patch: { timeZone?: string; leaderboardOptOut?: boolean; leagueOptIn?: boolean },
): Promise<void> {
  await db.update(schema.users).set(patch).where(eq(schema.users.id, user.id));
}
