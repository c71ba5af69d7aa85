import { builtInRoleIds } from '../../contract';
import { useOrganizationPermissions } from './permissions';
import { roleLabel } from './roleNames';

/**
 * Why the session may not do what only an owner may (`action`, e.g. "grant the Owner role"), or undefined where it
 * may: the server decides from the session's own role, which the permissions answer names.
 */
function useOwnerOnly(organizationId: string): (action: string) => string | undefined {
  const { data } = useOrganizationPermissions(organizationId);
  return (action) => {
    if (!data) return 'Checking your access…';
    if (data.role_id === builtInRoleIds.OWNER) return undefined;
    return `Only an owner may ${action}; your role here is ${roleLabel(data.role_id, data.role_name)}.`;
  };
}

/** Why the session may not grant a role: only an owner grants the Owner role (to a member, an invitation or a token). */
export function useRoleGrantRefusal(organizationId: string): (roleId: string | null) => string | undefined {
  const ownerOnly = useOwnerOnly(organizationId);
  return (roleId) => (roleId === builtInRoleIds.OWNER ? ownerOnly('grant the Owner role') : undefined);
}

/** Why the session may not change or remove a member: an owner's role is an owner's to take away. */
export function useOwnerChangeRefusal(
  organizationId: string,
): (member: { role_id: string }) => string | undefined {
  const ownerOnly = useOwnerOnly(organizationId);
  return (member) =>
    member.role_id === builtInRoleIds.OWNER ? ownerOnly("change an owner's role or remove one") : undefined;
}
