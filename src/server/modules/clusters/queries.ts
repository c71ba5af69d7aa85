import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { withWindow } from '../../db/paging';
import type { PageWindow } from '../../domain/paging';
import { clusters } from '../../db/schema';

type Db = Database | Transaction;

export type ClusterRow = typeof clusters.$inferSelect;

/** The clusters of an organization; `only` keeps those a role may see (null: all of them). */
const inOrganization = (organizationId: string, only: readonly string[] | null) =>
  only
    ? and(eq(clusters.organizationId, organizationId), inArray(clusters.id, [...only]))
    : eq(clusters.organizationId, organizationId);

export function listClusters(
  db: Db,
  organizationId: string,
  window: PageWindow | null,
  only: readonly string[] | null = null,
) {
  const query = db
    .select()
    .from(clusters)
    .where(inOrganization(organizationId, only))
    .orderBy(desc(clusters.isDefault), asc(sql`lower(${clusters.name})`), asc(clusters.id))
    .$dynamic();
  return withWindow(query, window);
}

export async function countClusters(
  db: Db,
  organizationId: string,
  only: readonly string[] | null = null,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(clusters)
    .where(inOrganization(organizationId, only));
  return row?.total ?? 0;
}

/** A cluster of this organization; null for another organization's, as for none. */
export async function findClusterOf(db: Db, organizationId: string, id: string): Promise<ClusterRow | null> {
  const [row] = await db
    .select()
    .from(clusters)
    .where(and(eq(clusters.id, id), eq(clusters.organizationId, organizationId)));
  return row ?? null;
}

/** Where environments go when their creator names no cluster. */
export async function findDefaultCluster(db: Db, organizationId: string): Promise<ClusterRow | null> {
  const [row] = await db
    .select()
    .from(clusters)
    .where(and(eq(clusters.organizationId, organizationId), eq(clusters.isDefault, true)))
    .orderBy(asc(clusters.createdAt))
    .limit(1);
  return row ?? null;
}
