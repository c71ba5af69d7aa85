import { builtInRoleIds } from '../../contract';
import { useOrganizationPermissions } from './permissions';
import { roleLabel } from './roleNames';

/**
 * Why the session may not grant a role, or undefined where it may: only an owner grants the Owner role (to a
 * member, an invitation or an API token), as the server decides from the session's own role, which the
 * permissions answer names.
 */
export function useRoleGrantRefusal(organizationId: string): (roleId: string | null) => string | undefined {
  const { data } = useOrganizationPermissions(organizationId);
  return (roleId) => {
    if (roleId !== builtInRoleIds.OWNER) return undefined;
    if (!data) return 'Checking your access…';
    if (data.role_id === builtInRoleIds.OWNER) return undefined;
    return `Only an owner may grant the Owner role; your role here is ${roleLabel(data.role_id, data.role_name)}.`;
  };
}

/**
 * Why the session may not change or remove a member holding the Owner role, or undefined where it may: an owner's
 * role is an owner's to take away, as the server decides.
 */
export function useOwnerChangeRefusal(
  organizationId: string,
): (member: { role_id: string }) => string | undefined {
  const { data } = useOrganizationPermissions(organizationId);
  return (member) => {
    if (member.role_id !== builtInRoleIds.OWNER) return undefined;
    if (!data) return 'Checking your access…';
    if (data.role_id === builtInRoleIds.OWNER) return undefined;
    return `Only an owner may change an owner's role or remove one; your role here is ${roleLabel(data.role_id, data.role_name)}.`;
  };
}
