import { and, asc, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { withWindow } from '../../db/paging';
import type { PageWindow } from '../../domain/paging';
import { apiTokens, customRoles } from '../../db/schema';

export type ApiTokenRow = typeof apiTokens.$inferSelect;
export type NewApiTokenRow = typeof apiTokens.$inferInsert;

type Db = Database | Transaction;

export async function insertApiToken(db: Db, values: NewApiTokenRow): Promise<ApiTokenRow> {
  const [row] = await db.insert(apiTokens).values(values).returning();
  if (!row) throw new Error('Inserting an API token returned no row');
  return row;
}

/** Each token with the name of its custom role, if it has one. */
export function listApiTokens(db: Db, organizationId: string, window: PageWindow | null) {
  const query = db
    .select({ token: apiTokens, customRoleName: customRoles.name })
    .from(apiTokens)
    .leftJoin(customRoles, eq(customRoles.id, apiTokens.customRoleId))
    .where(eq(apiTokens.organizationId, organizationId))
    .orderBy(asc(apiTokens.createdAt), asc(apiTokens.id))
    .$dynamic();
  return withWindow(query, window);
}

export async function countApiTokens(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(apiTokens)
    .where(eq(apiTokens.organizationId, organizationId));
  return row?.total ?? 0;
}

/** Answers whether a token was there to delete. */
export async function deleteApiToken(db: Db, organizationId: string, tokenId: string): Promise<boolean> {
  const deleted = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.organizationId, organizationId), eq(apiTokens.id, tokenId)))
    .returning({ id: apiTokens.id });
  return deleted.length > 0;
}

export async function findApiTokenByHash(db: Db, tokenHash: string): Promise<ApiTokenRow | null> {
  const [row] = await db.select().from(apiTokens).where(eq(apiTokens.tokenHash, tokenHash));
  return row ?? null;
}

export async function findApiTokenByName(
  db: Db,
  organizationId: string,
  name: string,
): Promise<ApiTokenRow | null> {
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.organizationId, organizationId),
        eq(sql`lower(${apiTokens.name})`, name.toLowerCase()),
      ),
    );
  return row ?? null;
}

export async function replaceApiTokenSecret(
  db: Db,
  tokenId: string,
  changes: Pick<ApiTokenRow, 'tokenHash' | 'scope' | 'expiresAt' | 'updatedAt'>,
): Promise<void> {
  await db.update(apiTokens).set(changes).where(eq(apiTokens.id, tokenId));
}

/** Records a use; skipped when the last one is recent, so busy tokens do not write on every request. */
export async function markApiTokenUsed(
  db: Db,
  tokenId: string,
  now: Date,
  unlessUsedSince: Date,
): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, tokenId),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, unlessUsedSince)),
      ),
    );
}
