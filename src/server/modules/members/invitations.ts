import { createHash } from 'node:crypto';
import type { Invitation, InviteMemberRequest } from '../../../contract';
import { isUniqueViolation } from '../../db/errors';
import type { RoleGrant } from '../../domain/access';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { requireMayGrant, type RoleChoice } from '../roles';
import type { MemberDeps } from './deps';
import {
  deleteInvitation,
  findInvitation,
  insertInvitation,
  isMemberByEmail,
  listInvitations,
} from './queries';
import { toInvitation } from './views';

const INVITATION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The secret of an invitation link; only its hash is stored, as for API tokens. */
export const hashOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

export async function invitationsOf(
  { db, runtime }: MemberDeps,
  organizationId: string,
): Promise<Invitation[]> {
  return (await listInvitations(db, organizationId)).map((row) => toInvitation(row, runtime.clock.now()));
}

/**
 * The answer carries the link, with its secret, this once; `linkBase` is the console's address. `inviter` names
 * who asks and `granter` is their role: only an owner invites an owner.
 */
export async function inviteMember(
  { db, runtime, roles }: MemberDeps,
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
  const secret = runtime.randomBytes(24).toString('base64url');
  const now = runtime.clock.now();
  const id = runtime.newId();
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
  return toInvitation(row, runtime.clock.now(), `${linkBase.replace(/\/$/, '')}/invitation/${secret}`);
}

export async function invitationOf(
  { db, runtime }: MemberDeps,
  organizationId: string,
  id: string,
): Promise<Invitation> {
  const row = await findInvitation(db, organizationId, id);
  if (!row) throw new NotFoundError(`Invitation ${id} not found`);
  return toInvitation(row, runtime.clock.now());
}

export async function withdrawInvitation(
  { db }: MemberDeps,
  organizationId: string,
  id: string,
): Promise<void> {
  if (!(await deleteInvitation(db, organizationId, id)))
    throw new NotFoundError(`Invitation ${id} not found`);
}
