import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { withWindow } from '../../db/paging';
import type { PageWindow } from '../../domain/paging';
import { gitTokens, serviceDependencies } from '../../db/schema';

type Db = Database | Transaction;

export type NewGitTokenRow = typeof gitTokens.$inferInsert;
export type GitTokenRow = typeof gitTokens.$inferSelect & { serviceCount: number };

const gitTokenColumns = (db: Db) => ({
  id: gitTokens.id,
  organizationId: gitTokens.organizationId,
  name: gitTokens.name,
  description: gitTokens.description,
  type: gitTokens.type,
  sealedToken: gitTokens.sealedToken,
  workspace: gitTokens.workspace,
  gitApiUrl: gitTokens.gitApiUrl,
  createdAt: gitTokens.createdAt,
  updatedAt: gitTokens.updatedAt,
  // One dependency row per service and token: counting rows counts services.
  serviceCount: db.$count(serviceDependencies, eq(serviceDependencies.gitTokenId, gitTokens.id)),
});

function selectGitTokens(db: Db) {
  return db.select(gitTokenColumns(db)).from(gitTokens).$dynamic();
}

export function listGitTokens(
  db: Db,
  organizationId: string,
  window: PageWindow | null,
): Promise<GitTokenRow[]> {
  const query = selectGitTokens(db)
    .where(eq(gitTokens.organizationId, organizationId))
    .orderBy(asc(sql`lower(${gitTokens.name})`), asc(gitTokens.id));
  return withWindow(query, window);
}

export async function countGitTokens(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(gitTokens)
    .where(eq(gitTokens.organizationId, organizationId));
  return row?.total ?? 0;
}

/** A git token of this organization; null for another organization's, as for none. */
export async function findGitToken(db: Db, organizationId: string, id: string): Promise<GitTokenRow | null> {
  const [row]: GitTokenRow[] = await selectGitTokens(db).where(
    and(eq(gitTokens.id, id), eq(gitTokens.organizationId, organizationId)),
  );
  return row ?? null;
}

export async function insertGitToken(db: Db, values: NewGitTokenRow): Promise<void> {
  await db.insert(gitTokens).values(values);
}

export async function updateGitToken(
  db: Db,
  id: string,
  changes: Omit<NewGitTokenRow, 'id' | 'organizationId' | 'createdAt'>,
): Promise<void> {
  await db.update(gitTokens).set(changes).where(eq(gitTokens.id, id));
}

export async function deleteGitToken(db: Db, organizationId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(gitTokens)
    .where(and(eq(gitTokens.id, id), eq(gitTokens.organizationId, organizationId)))
    .returning({ id: gitTokens.id });
  return deleted.length > 0;
}
