/**
 * Cache keys of roles, members, invitations and billing info, per organization. A change to roles or members
 * refreshes the whole root: what anyone may do, and so every role's list, may have changed.
 */
export const accessKeys = {
  all: ['access'] as const,
  roles: (organizationId: string) => [...accessKeys.all, 'roles', organizationId] as const,
  role: (organizationId: string, roleId: string) => [...accessKeys.roles(organizationId), roleId] as const,
  availableRoles: (organizationId: string) => [...accessKeys.all, 'availableRoles', organizationId] as const,
  members: (organizationId: string) => [...accessKeys.all, 'members', organizationId] as const,
  invitations: (organizationId: string) => [...accessKeys.all, 'invitations', organizationId] as const,
  billing: (organizationId: string) => [...accessKeys.all, 'billing', organizationId] as const,
};
