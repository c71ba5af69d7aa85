import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { customRoles, invitations, memberships, organizations, users } from '../../db/schema';

type Db = Database | Transaction;

const memberColumns = {
  userId: users.id,
  name: users.name,
  email: users.email,
  updatedAt: users.updatedAt,
  joinedAt: memberships.createdAt,
  role: memberships.role,
  customRoleId: memberships.customRoleId,
  customRoleName: customRoles.name,
};

export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

export function listMembers(db: Db, organizationId: string) {
  return db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(customRoles, eq(customRoles.id, memberships.customRoleId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

export async function findMember(db: Db, organizationId: string, userId: string): Promise<MemberRow | null> {
  const [row] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(customRoles, eq(customRoles.id, memberships.customRoleId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  return row ?? null;
}

export async function countOwners(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, 'OWNER')));
  return row?.total ?? 0;
}

export async function setMemberRole(
  db: Db,
  organizationId: string,
  userId: string,
  role: Pick<typeof memberships.$inferSelect, 'role' | 'customRoleId'>,
): Promise<void> {
  await db
    .update(memberships)
    .set(role)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
}

export async function deleteMembership(db: Db, organizationId: string, userId: string): Promise<void> {
  await db
    .delete(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
}

/** Takes the organization's row lock, so owner counts and changes to them go one after another. */
export async function lockOrganization(db: Transaction, organizationId: string): Promise<void> {
  await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
}

const invitationColumns = {
  invitation: invitations,
  customRoleName: customRoles.name,
  organizationName: organizations.name,
};

export type InvitationRow = Awaited<ReturnType<typeof listInvitations>>[number];

export function listInvitations(db: Db, organizationId: string) {
  return db
    .select(invitationColumns)
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .leftJoin(customRoles, eq(customRoles.id, invitations.customRoleId))
    .where(eq(invitations.organizationId, organizationId))
    .orderBy(asc(invitations.createdAt), asc(invitations.id));
}

export async function findInvitation(
  db: Db,
  organizationId: string,
  id: string,
): Promise<InvitationRow | null> {
  const [row] = await db
    .select(invitationColumns)
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .leftJoin(customRoles, eq(customRoles.id, invitations.customRoleId))
    .where(and(eq(invitations.organizationId, organizationId), eq(invitations.id, id)));
  return row ?? null;
}

export async function findInvitationByHash(db: Db, tokenHash: string): Promise<InvitationRow | null> {
  const [row] = await db
    .select(invitationColumns)
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .leftJoin(customRoles, eq(customRoles.id, invitations.customRoleId))
    .where(eq(invitations.tokenHash, tokenHash));
  return row ?? null;
}

export async function insertInvitation(db: Db, values: typeof invitations.$inferInsert): Promise<void> {
  await db.insert(invitations).values(values);
}

export async function deleteInvitation(db: Db, organizationId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(invitations)
    .where(and(eq(invitations.organizationId, organizationId), eq(invitations.id, id)))
    .returning({ id: invitations.id });
  return deleted.length > 0;
}

export async function isMemberByEmail(db: Db, organizationId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        eq(sql`lower(${users.email})`, email.toLowerCase()),
      ),
    );
  return row !== undefined;
}
