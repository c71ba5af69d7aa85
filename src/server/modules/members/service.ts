import { createHash } from 'node:crypto';
import {
  builtInRoleIds,
  type Invitation,
  type InvitationAcceptRequest,
  type InvitationPreview,
  type InviteMemberRequest,
  type Member,
  type MemberRoleUpdateRequest,
  type Session,
} from '../../../contract';
import type { Database } from '../../db/database';
import { ownerOnlyDecision, type RoleGrant } from '../../domain/access';
import { isUniqueViolation } from '../../db/errors';
import {
  ConflictError,
  ForbiddenError,
  invalidBody,
  NotFoundError,
  UnauthenticatedError,
} from '../../domain/errors';
import type { Runtime } from '../../runtime';
import {
  findUserByEmail,
  hashPassword,
  insertMembership,
  insertUser,
  type SessionTokens,
  verifyPassword,
} from '../auth';
import { requireMayGrant, type RoleChoice, type RoleService } from '../roles';
import type { AccessChanges } from '../shared/recentlyFound';
import { iso } from '../shared/timestamps';
import {
  countOwners,
  deleteInvitation,
  deleteMembership,
  findInvitation,
  findInvitationByHash,
  findMember,
  insertInvitation,
  type InvitationRow,
  isMemberByEmail,
  listInvitations,
  listMembers,
  lockOrganization,
  type MemberRow,
  setMemberRole,
} from './queries';

const INVITATION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

function roleFields(role: string, customRoleId: string | null, customRoleName: string | null) {
  if (role === 'CUSTOM' && customRoleId) {
    return { role: null, role_id: customRoleId, role_name: customRoleName ?? '' };
  }
  const builtIn = role as keyof typeof builtInRoleIds;
  return { role: builtIn, role_id: builtInRoleIds[builtIn], role_name: builtIn };
}

function toMember(row: MemberRow): Member {
  return {
    id: row.userId,
    created_at: iso(row.joinedAt),
    updated_at: iso(row.updatedAt),
    name: row.name,
    email: row.email,
    ...roleFields(row.role, row.customRoleId, row.customRoleName),
  };
}

/** The secret of an invitation link; only its hash is stored, as for API tokens. */
const hashOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** An owner's role is an owner's to take away too: an admin cannot demote or remove one. */
function requireMayChangeOwner(granter: RoleGrant, ownerName: string): void {
  const decision = ownerOnlyDecision(
    granter,
    `${ownerName} is an owner: only an owner may change an owner's role or remove one`,
  );
  if (!decision.allowed) throw new ForbiddenError(decision.reason);
}

/** `access` is told of every change of a member's role, removal and joining, so remembered principals are forgotten. */
export function createMemberService(
  db: Database,
  runtime: Runtime,
  roles: RoleService,
  sessions: SessionTokens,
  access: AccessChanges,
) {
  const { clock, newId, randomBytes } = runtime;

  function toInvitation(row: InvitationRow, link: string | null = null): Invitation {
    const { invitation } = row;
    const expired = invitation.expiresAt.getTime() <= clock.now().getTime();
    return {
      id: invitation.id,
      created_at: iso(invitation.createdAt),
      updated_at: iso(invitation.updatedAt),
      email: invitation.email,
      ...roleFields(invitation.role ?? 'CUSTOM', invitation.customRoleId, row.customRoleName),
      invitation_link: link,
      invitation_status: expired ? 'EXPIRED' : 'PENDING',
      organization_name: row.organizationName,
      inviter: invitation.inviter,
      expires_at: iso(invitation.expiresAt),
    };
  }

  async function member(organizationId: string, userId: string): Promise<MemberRow> {
    const row = await findMember(db, organizationId, userId);
    if (!row) throw new NotFoundError(`Member ${userId} not found`);
    return row;
  }

  async function byLink(secret: string): Promise<InvitationRow> {
    const row = await findInvitationByHash(db, hashOf(secret));
    if (!row)
      throw new NotFoundError('This invitation link is not valid: it was used, withdrawn or mistyped');
    return row;
  }

  const roleOfChoice = (choice: RoleChoice) => ({
    role: choice.role,
    customRoleId: choice.customRole?.id ?? null,
  });

  return {
    async list(organizationId: string): Promise<Member[]> {
      return (await listMembers(db, organizationId)).map(toMember);
    },

    /**
     * An organization always keeps an owner: the last one cannot be given another role. `granter` is the role of
     * whoever asks: only an owner makes an owner.
     */
    async editRole(
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
        if (
          current.role === 'OWNER' &&
          choice.role !== 'OWNER' &&
          (await countOwners(tx, organizationId)) <= 1
        ) {
          throw new ConflictError(`${current.name} is the last owner: make someone else an owner first`);
        }
        await setMemberRole(tx, organizationId, request.user_id, roleOfChoice(choice));
      });
      access.changed();
      return toMember(await member(organizationId, request.user_id));
    },

    /** `remover` is the role of whoever asks: only an owner removes an owner. */
    async remove(organizationId: string, userId: string, remover: RoleGrant): Promise<void> {
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
    },

    async listInvitations(organizationId: string): Promise<Invitation[]> {
      return (await listInvitations(db, organizationId)).map((row) => toInvitation(row));
    },

    /**
     * The answer carries the link, with its secret, this once; `linkBase` is the console's address. `inviter` names
     * who asks and `granter` is their role: only an owner invites an owner.
     */
    async invite(
      organizationId: string,
      request: InviteMemberRequest,
      inviter: { name: string; role: RoleGrant },
      linkBase: string,
    ): Promise<Invitation> {
      const choice: RoleChoice = request.role_id
        ? await roles.choose(organizationId, request.role_id, ['role_id'])
        : { role: request.role ?? 'VIEWER', customRole: null };
      requireMayGrant(choice, inviter.role);
      if (await isMemberByEmail(db, organizationId, request.email)) {
        throw new ConflictError(`${request.email} is already a member of this organization`);
      }
      const secret = randomBytes(24).toString('base64url');
      const now = clock.now();
      const id = newId();
      try {
        await insertInvitation(db, {
          id,
          organizationId,
          email: request.email,
          role: choice.role === 'CUSTOM' ? null : choice.role,
          customRoleId: choice.customRole?.id ?? null,
          tokenHash: hashOf(secret),
          inviter: inviter.name,
          expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
          createdAt: now,
          updatedAt: now,
        });
      } catch (error) {
        if (isUniqueViolation(error, 'invitations_org_email_unique')) {
          throw new ConflictError(
            `${request.email} is already invited: withdraw that invitation to send another`,
          );
        }
        throw error;
      }
      const row = await findInvitation(db, organizationId, id);
      if (!row) throw new Error('An invitation just written was not found');
      return toInvitation(row, `${linkBase.replace(/\/$/, '')}/invitation/${secret}`);
    },

    async getInvitation(organizationId: string, id: string): Promise<Invitation> {
      const row = await findInvitation(db, organizationId, id);
      if (!row) throw new NotFoundError(`Invitation ${id} not found`);
      return toInvitation(row);
    },

    async deleteInvitation(organizationId: string, id: string): Promise<void> {
      if (!(await deleteInvitation(db, organizationId, id)))
        throw new NotFoundError(`Invitation ${id} not found`);
    },

    async preview(secret: string): Promise<InvitationPreview> {
      const row = await byLink(secret);
      const invitation = toInvitation(row);
      return {
        email: invitation.email,
        organization_name: invitation.organization_name,
        role_name: invitation.role_name,
        inviter: invitation.inviter,
        invitation_status: invitation.invitation_status,
        has_account: (await findUserByEmail(db, invitation.email)) !== null,
      };
    },

    /**
     * The invitee joins with the invitation's role and gets a session: a new account takes the name and password
     * given, an existing one proves itself with its password.
     */
    async accept(secret: string, request: InvitationAcceptRequest): Promise<Session> {
      const row = await byLink(secret);
      const { invitation } = row;
      const now = clock.now();
      if (invitation.expiresAt.getTime() <= now.getTime()) {
        throw new ConflictError(`This invitation expired on ${iso(invitation.expiresAt)}: ask for a new one`);
      }
      const existing = await findUserByEmail(db, invitation.email);
      if (existing && !(await verifyPassword(request.password, existing.passwordHash))) {
        throw new UnauthenticatedError(`Wrong password for ${invitation.email}`);
      }
      if (!existing && !request.name) throw invalidBody([{ path: ['name'], message: 'is required' }]);
      const passwordHash = existing ? null : await hashPassword(request.password, randomBytes);
      const userId = await db.transaction(async (tx) => {
        const user =
          existing ??
          (await insertUser(tx, {
            id: newId(),
            email: invitation.email,
            name: request.name ?? invitation.email,
            passwordHash: passwordHash ?? '',
            createdAt: now,
            updatedAt: now,
          }));
        if (!(await deleteInvitation(tx, invitation.organizationId, invitation.id))) {
          throw new NotFoundError('This invitation link is not valid: it was used, withdrawn or mistyped');
        }
        if (await findMember(tx, invitation.organizationId, user.id)) {
          throw new ConflictError(`${invitation.email} is already a member of ${row.organizationName}`);
        }
        await insertMembership(tx, {
          userId: user.id,
          organizationId: invitation.organizationId,
          role: invitation.role ?? 'CUSTOM',
          customRoleId: invitation.customRoleId,
          createdAt: now,
        });
        return user.id;
      });
      access.changed();
      return sessions.issue(userId);
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
