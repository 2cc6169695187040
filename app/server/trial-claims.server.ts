// A trial is given once per address (decisions.md "Entitlements"), not once per account: deleting
// the account and signing up again with the same address finds the trial already taken. Only the
// address's SHA-256 is kept, so the record names nobody.
import { eq } from "drizzle-orm";
import { hashToken } from "./crypto.server";
import { schema, type Database } from "./db.server";

export function addressHash(email: string): string {
  return hashToken(`trial:${email.trim().toLowerCase()}`);
}

/** The trial this address already had, to carry into a new account made for it (or nothing). */
export async function priorTrial(db: Database, email: string): Promise<{ trialStartedAt: number; trialEndsAt: number } | null> {
  const t = schema.trialClaims;
  const [row] = await db
    .select({ trialStartedAt: t.trialStartedAt, trialEndsAt: t.trialEndsAt })
    .from(t)
    .where(eq(t.emailHash, addressHash(email)))
    .limit(1);
  return row ?? null;
}
