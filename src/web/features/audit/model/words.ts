import type {
  AuditEventType,
  AuditSubTargetType,
  AuditTargetType,
  DeploymentOrigin,
} from '../../../../contract';

export const eventTypeWords: Record<AuditEventType, string> = {
  CREATE: 'Created',
  UPDATE: 'Updated',
  DELETE: 'Deleted',
  LOCK: 'Locked',
  UNLOCK: 'Unlocked',
  TRIGGER_DEPLOY: 'Deploy',
  TRIGGER_REDEPLOY: 'Redeploy',
  TRIGGER_STOP: 'Stop',
  TRIGGER_RESTART: 'Restart',
  TRIGGER_UNINSTALL: 'Uninstall',
  TRIGGER_DELETE: 'Delete requested',
  TRIGGER_CANCEL: 'Cancel',
  SIGN_IN_FAILED: 'Sign-in failed',
  EXPORT: 'Read',
};

export const targetTypeWords: Record<AuditTargetType, string> = {
  APPLICATION: 'Application',
  CLUSTER: 'Cluster',
  CONTAINER: 'Container',
  CONTAINER_REGISTRY: 'Container registry',
  DATABASE: 'Database',
  ENVIRONMENT: 'Environment',
  JOB: 'Job',
  HELM: 'Helm chart',
  HELM_REPOSITORY: 'Helm repository',
  MEMBERS_AND_ROLES: 'Members and roles',
  ORGANIZATION: 'Organization',
  PROJECT: 'Project',
  WEBHOOK: 'Webhook',
  TERRAFORM: 'Terraform',
};

export const subTargetTypeWords: Record<AuditSubTargetType, string> = {
  API_TOKEN: 'API token',
  BILLING_INFO: 'Billing details',
  CLOUD_PROVIDER_CREDENTIALS: 'Cloud credentials',
  CUSTOM_DOMAIN: 'Custom domain',
  CUSTOM_ROLE: 'Custom role',
  DEPLOYMENT_RULE: 'Deployment rule',
  DEPLOYMENT_STAGE: 'Deployment stage',
  GIT_TOKEN: 'Git token',
  INVITATION: 'Invitation',
  MASTER_CREDENTIALS: 'Master credentials',
  MEMBER_ROLE: 'Member role',
  SECRET: 'Secret',
  VARIABLE: 'Variable',
};

export const originWords: Record<DeploymentOrigin, string> = {
  API: 'API',
  CLI: 'CLI',
  CONSOLE: 'Console',
  GIT: 'Git push',
  TERRAFORM_PROVIDER: 'Terraform provider',
  PLATFORM_INTERNAL: 'Platform',
};
