import type { Member, MemberRoleUpdateRequest } from '../../../contract';
import type { Database } from '../../db/database';
import { ownerOnlyDecision, type RoleGrant } from '../../domain/access';
import { ConflictError, ForbiddenError, NotFoundError } from '../../domain/errors';
import type { Runtime } from '../../runtime';
import type { SessionTokens } from '../auth';
import { requireMayGrant, type RoleChoice, type RoleService } from '../roles';
import type { AccessChanges } from '../shared/recentlyFound';
import { withDeps } from '../shared/withDeps';
import type { MemberDeps } from './deps';
import { acceptInvitation, previewInvitation } from './invitationLinks';
import { invitationOf, invitationsOf, inviteMember, withdrawInvitation } from './invitations';
import {
  countOwners,
  deleteMembership,
  findMember,
  listMembers as listMemberRows,
  lockOrganization,
  type MemberRow,
  setMemberRole,
} from './queries';
import { toMember } from './views';

/** An owner's role is an owner's to take away too: an admin cannot demote or remove one. */
function requireMayChangeOwner(granter: RoleGrant, ownerName: string): void {
  const decision = ownerOnlyDecision(
    granter,
    `${ownerName} is an owner: only an owner may change an owner's role or remove one`,
  );
  if (!decision.allowed) throw new ForbiddenError(decision.reason);
}

const roleOfChoice = (choice: RoleChoice) => ({
  role: choice.role,
  customRoleId: choice.customRole?.id ?? null,
});

async function memberOf(db: Database, organizationId: string, userId: string): Promise<MemberRow> {
  const row = await findMember(db, organizationId, userId);
  if (!row) throw new NotFoundError(`Member ${userId} not found`);
  return row;
}

export async function listMembers({ db }: MemberDeps, organizationId: string): Promise<Member[]> {
  return (await listMemberRows(db, organizationId)).map(toMember);
}

/**
 * An organization always keeps an owner: the last one cannot be given another role. `granter` is the role of
 * whoever asks: only an owner makes an owner.
 */
export async function editMemberRole(
  { db, roles, access }: MemberDeps,
  organizationId: string,
  request: MemberRoleUpdateRequest,
  granter: RoleGrant,
): Promise<Member> {
  const choice = await roles.choose(organizationId, request.role_id, ['role_id']);
  requireMayGrant(choice, granter);
  await db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const current = await findMember(tx, organizationId, request.user_id);
    if (!current) throw new NotFoundError(`Member ${request.user_id} not found`);
    if (current.role === 'OWNER' && choice.role !== 'OWNER') requireMayChangeOwner(granter, current.name);
    if (current.role === 'OWNER' && choice.role !== 'OWNER' && (await countOwners(tx, organizationId)) <= 1) {
      throw new ConflictError(`${current.name} is the last owner: make someone else an owner first`);
    }
    await setMemberRole(tx, organizationId, request.user_id, roleOfChoice(choice));
  });
  access.changed();
  return toMember(await memberOf(db, organizationId, request.user_id));
}

/** `remover` is the role of whoever asks: only an owner removes an owner. */
export async function removeMember(
  { db, access }: MemberDeps,
  organizationId: string,
  userId: string,
  remover: RoleGrant,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const current = await findMember(tx, organizationId, userId);
    if (!current) throw new NotFoundError(`Member ${userId} not found`);
    if (current.role === 'OWNER') requireMayChangeOwner(remover, current.name);
    if (current.role === 'OWNER' && (await countOwners(tx, organizationId)) <= 1) {
      throw new ConflictError(`${current.name} is the last owner and cannot be removed`);
    }
    await deleteMembership(tx, organizationId, userId);
  });
  access.changed();
}

/**
 * Members of an organization and the invitations that make them: the organization's side of invitations is in
 * `invitations.ts`, the invitee's (through the link) in `invitationLinks.ts`. `access` is told of every change of
 * a member's role, removal and joining, so remembered principals are forgotten.
 */
export function createMemberService(
  db: Database,
  runtime: Runtime,
  roles: RoleService,
  sessions: SessionTokens,
  access: AccessChanges,
) {
  const deps: MemberDeps = { db, runtime, roles, sessions, access };
  return {
    list: withDeps(deps, listMembers),
    editRole: withDeps(deps, editMemberRole),
    remove: withDeps(deps, removeMember),
    listInvitations: withDeps(deps, invitationsOf),
    invite: withDeps(deps, inviteMember),
    getInvitation: withDeps(deps, invitationOf),
    deleteInvitation: withDeps(deps, withdrawInvitation),
    preview: withDeps(deps, previewInvitation),
    accept: withDeps(deps, acceptInvitation),
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
