import { type BuiltInRole, builtInRoleIds } from '../../../contract';

export { builtInRoleIds };

export const builtInRoles = Object.keys(builtInRoleIds) as BuiltInRole[];

export function builtInRoleOfId(id: string): BuiltInRole | null {
  return builtInRoles.find((role) => builtInRoleIds[role] === id) ?? null;
}
