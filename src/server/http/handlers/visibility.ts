import type { RoleGrant } from '../../domain/access';
import { type Principal, roleIn } from '../../domain/principal';

/** The role a list is filtered by: the permission check found it already, so it is there. */
export function roleOfCaller(principal: Principal, organizationId: string): RoleGrant {
  const role = roleIn(principal, organizationId);
  if (!role) throw new Error('The permission check let through credentials without a role here');
  return role;
}
