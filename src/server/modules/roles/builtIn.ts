import type { BuiltInRole } from '../../../contract';

/** Built-in roles have the same ids in every organization, so members and tokens name them as custom ones. */
export const builtInRoleIds: Record<BuiltInRole, string> = {
  OWNER: '00000000-0000-4000-8000-000000000001',
  ADMIN: '00000000-0000-4000-8000-000000000002',
  DEVELOPER: '00000000-0000-4000-8000-000000000003',
  VIEWER: '00000000-0000-4000-8000-000000000004',
};

export const builtInRoles = Object.keys(builtInRoleIds) as BuiltInRole[];

export function builtInRoleOfId(id: string): BuiltInRole | null {
  return builtInRoles.find((role) => builtInRoleIds[role] === id) ?? null;
}
