import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { withWindow } from '../../db/paging';
import type { PageWindow } from '../../domain/paging';
import { registries, type RegistryFamily, serviceDependencies } from '../../db/schema';

type Db = Database | Transaction;

export type NewRegistryRow = typeof registries.$inferInsert;
export type RegistryRow = typeof registries.$inferSelect & { serviceCount: number };

const registryColumns = (db: Db) => ({
  id: registries.id,
  organizationId: registries.organizationId,
  family: registries.family,
  name: registries.name,
  kind: registries.kind,
  description: registries.description,
  url: registries.url,
  skipTlsVerification: registries.skipTlsVerification,
  sealedCredentials: registries.sealedCredentials,
  createdAt: registries.createdAt,
  updatedAt: registries.updatedAt,
  // One dependency row per service and registry: counting rows counts services.
  serviceCount: db.$count(serviceDependencies, eq(serviceDependencies.registryId, registries.id)),
});

const ofFamily = (organizationId: string, family: RegistryFamily) =>
  and(eq(registries.organizationId, organizationId), eq(registries.family, family));

export function listRegistries(
  db: Db,
  organizationId: string,
  family: RegistryFamily,
  window: PageWindow | null,
): Promise<RegistryRow[]> {
  const query = db
    .select(registryColumns(db))
    .from(registries)
    .where(ofFamily(organizationId, family))
    .orderBy(asc(sql`lower(${registries.name})`), asc(registries.id))
    .$dynamic();
  return withWindow(query, window);
}

export async function countRegistries(
  db: Db,
  organizationId: string,
  family: RegistryFamily,
): Promise<number> {
  const [row] = await db.select({ total: count() }).from(registries).where(ofFamily(organizationId, family));
  return row?.total ?? 0;
}

/** A registry of this organization and family; null otherwise, as for none. */
export async function findRegistry(
  db: Db,
  organizationId: string,
  family: RegistryFamily,
  id: string,
): Promise<RegistryRow | null> {
  const [row] = await db
    .select(registryColumns(db))
    .from(registries)
    .where(and(eq(registries.id, id), ofFamily(organizationId, family)));
  return row ?? null;
}

export async function insertRegistry(db: Db, values: NewRegistryRow): Promise<void> {
  await db.insert(registries).values(values);
}

export async function updateRegistry(
  db: Db,
  id: string,
  changes: Omit<NewRegistryRow, 'id' | 'organizationId' | 'family' | 'createdAt'>,
): Promise<void> {
  await db.update(registries).set(changes).where(eq(registries.id, id));
}

export async function deleteRegistry(db: Db, id: string): Promise<void> {
  await db.delete(registries).where(eq(registries.id, id));
}
