import { type BuiltInRole, builtInRoleIds, builtInRoleLabels as builtInLabels } from '../../contract';

const labelOfId = new Map(
  Object.entries(builtInRoleIds).map(([role, id]) => [id, builtInLabels[role as BuiltInRole]]),
);

/**
 * A role as people read it: the API names built-in roles by their enum value (ADMIN), custom ones by the name they
 * were given, which is kept as it is. Without the role's id (an invitation seen by its invitee), a name spelled as
 * a built-in role is read as that role.
 */
export function roleLabel(roleId: string | null | undefined, roleName: string): string {
  if (roleId) return labelOfId.get(roleId) ?? roleName;
  return builtInLabels[roleName as BuiltInRole] ?? roleName;
}
