import { builtInRoleIds, type Invitation, type Member } from '../../../contract';
import { iso } from '../shared/timestamps';
import type { InvitationRow, MemberRow } from './queries';

function roleFields(role: string, customRoleId: string | null, customRoleName: string | null) {
  if (role === 'CUSTOM' && customRoleId) {
    return { role: null, role_id: customRoleId, role_name: customRoleName ?? '' };
  }
  const builtIn = role as keyof typeof builtInRoleIds;
  return { role: builtIn, role_id: builtInRoleIds[builtIn], role_name: builtIn };
}

export function toMember(row: MemberRow): Member {
  return {
    id: row.userId,
    created_at: iso(row.joinedAt),
    updated_at: iso(row.updatedAt),
    name: row.name,
    email: row.email,
    ...roleFields(row.role, row.customRoleId, row.customRoleName),
  };
}

/** `now` tells a pending invitation from an expired one; `link` is given once, when the invitation is made. */
export function toInvitation(row: InvitationRow, now: Date, link: string | null = null): Invitation {
  const { invitation } = row;
  const expired = invitation.expiresAt.getTime() <= now.getTime();
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
