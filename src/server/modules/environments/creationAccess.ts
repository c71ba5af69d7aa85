import { environmentCreationDecision, roleDecision } from '../../domain/access';
import { ForbiddenError } from '../../domain/errors';
import { type Principal, roleIn } from '../../domain/principal';

function roleOfCaller(principal: Principal, organizationId: string) {
  const role = roleIn(principal, organizationId);
  if (!role) throw new Error('The permission check let through credentials without a role here');
  return role;
}

/**
 * Refuses a new environment in a project other than the one the permission check decided (a clone to another
 * project) unless the caller's role may create environments there, as creating one in it directly needs.
 */
export function requireProjectManager(principal: Principal, organizationId: string, projectId: string): void {
  const decision = roleDecision(roleOfCaller(principal, organizationId), 'write', 'project', {
    organizationId,
    projectId,
  });
  if (!decision.allowed) throw new ForbiddenError(decision.reason);
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
