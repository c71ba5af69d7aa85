import type { ScopeKind } from '../../contract';

/** How a missing record is named in a 404. */
export const scopeLabels: Record<ScopeKind, string> = {
  organization: 'Organization',
  cluster: 'Cluster',
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
  variable: 'Variable',
  variableParent: 'Variable parent',
};
