import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { memberships, organizations, users } from '../../db/schema';

type Db = Database | Transaction;

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row ?? null;
}

export async function findUserById(db: Db, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** A person's organizations, with the role held in each. */
export function membershipsOf(db: Db, userId: string) {
  return db
    .select({
      organizationId: memberships.organizationId,
      organizationName: organizations.name,
      role: memberships.role,
      customRoleId: memberships.customRoleId,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(sql`lower(${organizations.name})`));
}

export async function organizationNameOf(db: Db, organizationId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name ?? null;
}

export type NewUserRow = typeof users.$inferInsert;
export type NewMembershipRow = typeof memberships.$inferInsert;

export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('Inserting a user returned no row');
  return row;
}

export async function insertMembership(db: Db, values: NewMembershipRow): Promise<void> {
  await db.insert(memberships).values(values);
}
