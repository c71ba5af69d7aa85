import type { ScopeKind } from '../../contract';
import type { RoleLevel, ScopeTarget } from './access';

/**
 * Finds where a record is (its organization, and what a role decision needs: its project and environment type, or
 * its cluster); null when there is no such record. A bare organization id is taken for a record whose own id says
 * the rest (a project or a cluster).
 */
export type ScopeResolver = (recordId: string) => Promise<ScopeTarget | string | null>;

/**
 * One resolver per kind of record a path can name, each typically one query in the module owning the record.
 * Kinds whose module does not exist yet have none; registering an operation scoped by such a kind fails at
 * start-up (see http/routes.ts), so a missing resolver can never pass silently.
 */
export type ScopeResolvers = Partial<Record<ScopeKind, ScopeResolver>>;

/**
 * Which part of a role decides for each kind of record a path names: the organization's, a cluster's, a project's,
 * or the project's permission on the environment type. Every endpoint is scoped by one of these kinds, so a new
 * endpoint is covered by the role of its kind; a new kind must be added here (it does not compile otherwise, and
 * route registration refuses a kind missing at run time).
 */
export const roleLevelOfKind: Record<ScopeKind, RoleLevel> = {
  organization: 'organization',
  cluster: 'cluster',
  project: 'project',
  environment: 'environment',
  application: 'environment',
  container: 'environment',
  database: 'environment',
  job: 'environment',
  helm: 'environment',
  terraform: 'environment',
  deployment: 'environment',
  deploymentRequest: 'environment',
  deploymentStage: 'environment',
  service: 'environment',
  variable: 'environment',
  variableParent: 'environment',
};

/** A resolver's answer with what the kind's own id says filled in. */
export function targetOf(kind: ScopeKind, recordId: string, resolved: ScopeTarget | string): ScopeTarget {
  const target = typeof resolved === 'string' ? { organizationId: resolved } : resolved;
  const level = roleLevelOfKind[kind];
  if (level === 'cluster') return { clusterId: recordId, ...target };
  if (level === 'project') return { projectId: recordId, ...target };
  return target;
}
