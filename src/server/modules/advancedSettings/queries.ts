import { and, eq } from 'drizzle-orm';
import type { ServiceType } from '../../../contract';
import type { Database, Transaction } from '../../db/database';
import { clusters, services } from '../../db/schema';
import type { StoredSettings } from './stored';

type Db = Database | Transaction;

/** A service's stored settings; null when there is no service of this type with this id. */
export async function readServiceSettings(
  db: Db,
  id: string,
  type: ServiceType,
): Promise<StoredSettings | null> {
  const [row] = await db
    .select({ advancedSettings: services.advancedSettings })
    .from(services)
    .where(and(eq(services.id, id), eq(services.type, type)));
  return row?.advancedSettings ?? null;
}

export async function writeServiceSettings(db: Db, id: string, settings: StoredSettings, now: Date) {
  await db.update(services).set({ advancedSettings: settings, updatedAt: now }).where(eq(services.id, id));
}

/** A cluster's stored settings; null when the organization has no cluster with this id. */
export async function readClusterSettings(
  db: Db,
  organizationId: string,
  id: string,
): Promise<StoredSettings | null> {
  const [row] = await db
    .select({ advancedSettings: clusters.advancedSettings })
    .from(clusters)
    .where(and(eq(clusters.id, id), eq(clusters.organizationId, organizationId)));
  return row?.advancedSettings ?? null;
}

export async function writeClusterSettings(db: Db, id: string, settings: StoredSettings, now: Date) {
  await db.update(clusters).set({ advancedSettings: settings, updatedAt: now }).where(eq(clusters.id, id));
}
