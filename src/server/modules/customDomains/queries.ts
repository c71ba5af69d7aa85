import { and, asc, count, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { withWindow } from '../../db/paging';
import type { PageWindow } from '../../domain/paging';
import { customDomains } from '../../db/schema';

type Db = Database | Transaction;

export type CustomDomainRow = typeof customDomains.$inferSelect;
export type NewCustomDomainRow = typeof customDomains.$inferInsert;

export function listCustomDomains(db: Db, serviceId: string, window: PageWindow | null) {
  const query = db
    .select()
    .from(customDomains)
    .where(eq(customDomains.serviceId, serviceId))
    .orderBy(asc(customDomains.createdAt), asc(customDomains.id))
    .$dynamic();
  return withWindow(query, window);
}

export async function countCustomDomains(db: Db, serviceId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(customDomains)
    .where(eq(customDomains.serviceId, serviceId));
  return row?.total ?? 0;
}

export async function findCustomDomain(
  db: Db,
  serviceId: string,
  id: string,
): Promise<CustomDomainRow | null> {
  const [row] = await db
    .select()
    .from(customDomains)
    .where(and(eq(customDomains.id, id), eq(customDomains.serviceId, serviceId)));
  return row ?? null;
}

export async function insertCustomDomain(db: Db, values: NewCustomDomainRow): Promise<void> {
  await db.insert(customDomains).values(values);
}

export async function updateCustomDomain(
  db: Db,
  id: string,
  changes: Pick<NewCustomDomainRow, 'domain' | 'generateCertificate' | 'useCdn' | 'updatedAt'>,
): Promise<void> {
  await db.update(customDomains).set(changes).where(eq(customDomains.id, id));
}

export async function deleteCustomDomain(db: Db, serviceId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(customDomains)
    .where(and(eq(customDomains.id, id), eq(customDomains.serviceId, serviceId)))
    .returning({ id: customDomains.id });
  return deleted.length > 0;
}
