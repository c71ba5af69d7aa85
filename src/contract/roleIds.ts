/** The roles every organization has, apart from the role schemas (access.ts), which build on them. */
export const builtInRoleNames = ['OWNER', 'ADMIN', 'DEVELOPER', 'VIEWER'] as const;

/**
 * Built-in roles have the same ids in every organization, so members and tokens name them as custom ones. Here
 * rather than beside the role schemas, so the console names a role without loading zod.
 */
export const builtInRoleIds: Record<(typeof builtInRoleNames)[number], string> = {
  OWNER: '00000000-0000-4000-8000-000000000001',
  ADMIN: '00000000-0000-4000-8000-000000000002',
  DEVELOPER: '00000000-0000-4000-8000-000000000003',
  VIEWER: '00000000-0000-4000-8000-000000000004',
};
