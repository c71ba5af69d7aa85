import type { BuiltInRole, ClusterPermission, ProjectPermission } from './access';
import type { ApiTokenScope } from './apiTokens';
import type { EnvironmentMode } from './environments';

/*
 * Scopes, roles and permissions as people read them: the console's pages show these, and the server words the
 * refusals of the permissions answer the console reads with them, so both say the same.
 */

export const scopeLabels: Record<ApiTokenScope, string> = {
  READ: 'Read',
  DEPLOY: 'Deploy',
  WRITE: 'Write',
  ADMIN: 'Admin',
};

export const builtInRoleLabels: Record<BuiltInRole, string> = {
  OWNER: 'Owner',
  ADMIN: 'Admin',
  DEVELOPER: 'Developer',
  VIEWER: 'Viewer',
};

export const clusterPermissionLabels: Record<ClusterPermission, string> = {
  VIEWER: 'Viewer',
  ENV_CREATOR: 'Environment creator',
  ADMIN: 'Admin',
};

export const projectPermissionLabels: Record<ProjectPermission, string> = {
  NO_ACCESS: 'No access',
  VIEWER: 'Viewer',
  DEPLOYER: 'Deployer',
  MANAGER: 'Manager',
};

export const environmentTypeLabels: Record<EnvironmentMode, string> = {
  DEVELOPMENT: 'Development',
  PREVIEW: 'Preview',
  STAGING: 'Staging',
  PRODUCTION: 'Production',
};
