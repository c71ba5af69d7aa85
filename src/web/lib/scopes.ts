import type { ApiTokenScope } from '../../contract';

export { scopeLabels } from '../../contract';

export const scopeDescriptions: Record<ApiTokenScope, string> = {
  READ: 'Read-only access to every resource.',
  DEPLOY: 'Read, and trigger deployments.',
  WRITE: 'Deploy, and create, edit and delete resources.',
  ADMIN: 'Full access, including organization settings and API tokens.',
};
