import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { withWindow } from '../../db/paging';
import { cloudProviderCredentials, clusters } from '../../db/schema';
import type { PageWindow } from '../../domain/paging';

type Db = Database | Transaction;
export type CredentialsProvider = 'AWS' | 'SCW' | 'GCP' | 'AZURE';
export type CredentialsRow = typeof cloudProviderCredentials.$inferSelect & { clusterCount: number };

const clusterCount = sql<number>`(select count(*)::int from ${clusters} where ${clusters.credentialsId} = ${cloudProviderCredentials.id})`;

const ofProvider = (organizationId: string, provider: CredentialsProvider) =>
  and(
    eq(cloudProviderCredentials.organizationId, organizationId),
    eq(cloudProviderCredentials.cloudProvider, provider),
  );

export function listCredentials(
  db: Db,
  organizationId: string,
  provider: CredentialsProvider,
  window: PageWindow | null,
): Promise<CredentialsRow[]> {
  const query = db
    .select({ row: cloudProviderCredentials, clusterCount })
    .from(cloudProviderCredentials)
    .where(ofProvider(organizationId, provider))
    .orderBy(asc(sql`lower(${cloudProviderCredentials.name})`), asc(cloudProviderCredentials.id))
    .$dynamic();
  return withWindow(query, window).then((rows) =>
    rows.map(({ row, clusterCount }) => ({ ...row, clusterCount })),
  );
}

export async function countCredentials(
  db: Db,
  organizationId: string,
  provider: CredentialsProvider,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(cloudProviderCredentials)
    .where(ofProvider(organizationId, provider));
  return row?.total ?? 0;
}

/** Credentials of this organization and provider; null for any others, as for none. */
export async function findCredentials(
  db: Db,
  organizationId: string,
  provider: CredentialsProvider,
  id: string,
): Promise<CredentialsRow | null> {
  const [found] = await db
    .select({ row: cloudProviderCredentials, clusterCount })
    .from(cloudProviderCredentials)
    .where(and(ofProvider(organizationId, provider), eq(cloudProviderCredentials.id, id)));
  return found ? { ...found.row, clusterCount: found.clusterCount } : null;
}

export async function insertCredentials(db: Db, values: typeof cloudProviderCredentials.$inferInsert) {
  await db.insert(cloudProviderCredentials).values(values);
}

export async function updateCredentials(
  db: Db,
  id: string,
  values: { name: string; sealedSecrets: string; updatedAt: Date },
) {
  await db.update(cloudProviderCredentials).set(values).where(eq(cloudProviderCredentials.id, id));
}

export async function deleteCredentials(db: Db, id: string) {
  await db.delete(cloudProviderCredentials).where(eq(cloudProviderCredentials.id, id));
}

/** The names of the clusters made with these credentials. */
export async function clustersUsing(db: Db, credentialsId: string): Promise<string[]> {
  const rows = await db
    .select({ name: clusters.name })
    .from(clusters)
    .where(eq(clusters.credentialsId, credentialsId))
    .orderBy(asc(sql`lower(${clusters.name})`));
  return rows.map((row) => row.name);
}
