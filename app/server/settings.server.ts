import type { User } from "../../db/schema";
import { settingsSchema, type LearnerSettings } from "../domain/validation";

export const DEFAULT_SETTINGS: Required<LearnerSettings> = { audioQuality: "premium", speechRate: 0.7, scheduler: "sm2" };

export function settingsOf(user: User): Required<LearnerSettings> {
  const stored = settingsSchema.safeParse(user.settings ?? {});
  return { ...DEFAULT_SETTINGS, ...(stored.success ? stored.data : {}) };
}

export async function saveSettings(d1: D1Database, user: User, patch: LearnerSettings): Promise<Required<LearnerSettings>> {
  const next = { ...settingsOf(user), ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) };
  await d1.prepare("UPDATE users SET settings = ? WHERE id = ?").bind(JSON.stringify(next), user.id).run();
  return next;
}
