import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { withWindow } from '../../db/paging';
import type { PageWindow } from '../../domain/paging';
import { organizations } from '../../db/schema';

type Db = Database | Transaction;

export type OrganizationRow = typeof organizations.$inferSelect;
export type NewOrganizationRow = typeof organizations.$inferInsert;

export function listOrganizations(db: Db, ids: string[], window: PageWindow | null) {
  const query = db
    .select()
    .from(organizations)
    .where(inArray(organizations.id, ids))
    .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id))
    .$dynamic();
  return withWindow(query, window);
}

export async function countOrganizations(db: Db, ids: string[]): Promise<number> {
  const [row] = await db.select({ total: count() }).from(organizations).where(inArray(organizations.id, ids));
  return row?.total ?? 0;
}

export async function findOrganization(db: Db, id: string): Promise<OrganizationRow | null> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row ?? null;
}

export async function insertOrganization(db: Db, values: NewOrganizationRow): Promise<OrganizationRow> {
  const [row] = await db.insert(organizations).values(values).returning();
  if (!row) throw new Error('Inserting an organization returned no row');
  return row;
}

export async function updateOrganization(
  db: Db,
  id: string,
  changes: Partial<NewOrganizationRow>,
): Promise<OrganizationRow | null> {
  const [row] = await db.update(organizations).set(changes).where(eq(organizations.id, id)).returning();
  return row ?? null;
}

/** The scope resolver of `organization`: an organization is its own organization, when it exists. */
export async function organizationIdIfExists(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
  return row?.id ?? null;
}
