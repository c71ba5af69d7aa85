import { eq } from 'drizzle-orm';
import type { Database, Transaction } from './database';
import { settings } from './schema';

/** The demo organization made on the first start; the guided first release is offered there. */
export const DEMO_ORGANIZATION_SETTING = 'demo.organization_id';

export async function readSetting(db: Database | Transaction, key: string): Promise<string | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value ?? null;
}

/**
 * Stores `value` under `key` unless a value is already there, and answers whichever value is stored: the first
 * writer wins, so concurrent first starts agree.
 */
export async function claimSetting(
  db: Database | Transaction,
  key: string,
  value: string,
  now: Date,
): Promise<{ value: string; claimed: boolean }> {
  const inserted = await db
    .insert(settings)
    .values({ key, value, createdAt: now })
    .onConflictDoNothing({ target: settings.key })
    .returning({ value: settings.value });
  if (inserted[0]) return { value: inserted[0].value, claimed: true };
  const stored = await readSetting(db, key);
  if (stored === null) throw new Error(`Setting ${key} vanished while being claimed`);
  return { value: stored, claimed: false };
}
