import type { ApiTokenScope } from '../../contract';

export const scopeLabels: Record<ApiTokenScope, string> = {
  READ: 'Read',
  DEPLOY: 'Deploy',
  WRITE: 'Write',
  ADMIN: 'Admin',
};

export const scopeDescriptions: Record<ApiTokenScope, string> = {
  READ: 'Read-only access to every resource.',
  DEPLOY: 'Read, and trigger deployments.',
  WRITE: 'Deploy, and create, edit and delete resources.',
  ADMIN: 'Full access, including organization settings and API tokens.',
};
