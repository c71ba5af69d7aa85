import { environmentCreationDecision } from '../../domain/access';
import { ForbiddenError } from '../../domain/errors';
import { type Principal, roleIn } from '../../domain/principal';

function roleOfCaller(principal: Principal, organizationId: string) {
  const role = roleIn(principal, organizationId);
  if (!role) throw new Error('The permission check let through credentials without a role here');
  return role;
}

/**
 * Refuses a new environment on a cluster the caller's role may not create environments on. The permission check
 * decided the project (or the environment cloned) before; the cluster is only known once the body names it, or
 * the organization's default stands in.
 */
export function requireEnvironmentCreator(
  principal: Principal,
  organizationId: string,
  cluster: { id: string; name: string },
): void {
  const decision = environmentCreationDecision(roleOfCaller(principal, organizationId), cluster);
  if (!decision.allowed) throw new ForbiddenError(decision.reason);
}
