import type { ScopeKind } from '../../contract';

export type { ScopeKind };

/** Finds the organization a record belongs to; null when there is no such record. */
export type ScopeResolver = (recordId: string) => Promise<string | null>;

/**
 * One resolver per kind of record a path can name, each typically one query in the module owning the record.
 * Kinds whose module does not exist yet have none; registering an operation scoped by such a kind fails at
 * start-up (see routes.ts), so a missing resolver can never pass silently.
 */
export type ScopeResolvers = Partial<Record<ScopeKind, ScopeResolver>>;

/** How a missing record is named in a 404. */
export const scopeLabels: Record<ScopeKind, string> = {
  organization: 'Organization',
  project: 'Project',
  environment: 'Environment',
  application: 'Application',
  container: 'Container',
  database: 'Database',
  job: 'Job',
  helm: 'Helm service',
  terraform: 'Terraform service',
  deployment: 'Deployment',
  deploymentRequest: 'Deployment request',
  deploymentStage: 'Deployment stage',
  service: 'Service',
};
