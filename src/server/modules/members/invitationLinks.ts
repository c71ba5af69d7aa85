import type { InvitationAcceptRequest, InvitationPreview, Session } from '../../../contract';
import { ConflictError, invalidBody, NotFoundError, UnauthenticatedError } from '../../domain/errors';
import { findUserByEmail, hashPassword, insertMembership, insertUser, verifyPassword } from '../auth';
import { iso } from '../shared/timestamps';
import type { MemberDeps } from './deps';
import { hashOf } from './invitations';
import { deleteInvitation, findInvitationByHash, findMember, type InvitationRow } from './queries';
import { toInvitation } from './views';

/** The invitation a link's secret opens: what the invitee sees and answers, without an account of the organization. */
async function byLink({ db }: MemberDeps, secret: string): Promise<InvitationRow> {
  const row = await findInvitationByHash(db, hashOf(secret));
  if (!row) throw new NotFoundError('This invitation link is not valid: it was used, withdrawn or mistyped');
  return row;
}

export async function previewInvitation(deps: MemberDeps, secret: string): Promise<InvitationPreview> {
  const row = await byLink(deps, secret);
  const invitation = toInvitation(row, deps.runtime.clock.now());
  return {
    email: invitation.email,
    organization_name: invitation.organization_name,
    role_name: invitation.role_name,
    inviter: invitation.inviter,
    invitation_status: invitation.invitation_status,
    has_account: (await findUserByEmail(deps.db, invitation.email)) !== null,
  };
}

/**
 * The invitee joins with the invitation's role and gets a session: a new account takes the name and password
 * given, an existing one proves itself with its password.
 */
export async function acceptInvitation(
  deps: MemberDeps,
  secret: string,
  request: InvitationAcceptRequest,
): Promise<Session> {
  const { db, runtime, sessions, access } = deps;
  const row = await byLink(deps, secret);
  const { invitation } = row;
  const now = runtime.clock.now();
  if (invitation.expiresAt.getTime() <= now.getTime()) {
    throw new ConflictError(`This invitation expired on ${iso(invitation.expiresAt)}: ask for a new one`);
  }
  const existing = await findUserByEmail(db, invitation.email);
  if (existing && !(await verifyPassword(request.password, existing.passwordHash))) {
    throw new UnauthenticatedError(`Wrong password for ${invitation.email}`);
  }
  if (!existing && !request.name) throw invalidBody([{ path: ['name'], message: 'is required' }]);
  const passwordHash = existing ? null : await hashPassword(request.password, runtime.randomBytes);
  const userId = await db.transaction(async (tx) => {
    const user =
      existing ??
      (await insertUser(tx, {
        id: runtime.newId(),
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
}
