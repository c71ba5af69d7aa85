import { environmentCreationDecision } from '../../domain/access';
import { ForbiddenError } from '../../domain/errors';
import { type Principal, roleIn } from '../../domain/principal';

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
  const role = roleIn(principal, organizationId);
  if (!role) throw new Error('The permission check let through credentials without a role here');
  const decision = environmentCreationDecision(role, cluster);
  if (!decision.allowed) throw new ForbiddenError(decision.reason);
}
