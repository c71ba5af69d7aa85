import type { ApiTokenScope } from '../../../contract';
import type { PermissionWords } from '../../domain/access';

const scopeLabels: Record<ApiTokenScope, string> = {
  READ: 'Read',
  DEPLOY: 'Deploy',
  WRITE: 'Write',
  ADMIN: 'Admin',
};

/** Permissions named as the console's pages show them (the role editor, the members list). */
export const consoleWords: PermissionWords = {
  scopeRefusal: (needed, held) =>
    `Needs ${scopeLabels[needed]} access — your access here is ${scopeLabels[held]}`,
  builtInRole: (role) => ({ OWNER: 'Owner', ADMIN: 'Admin', DEVELOPER: 'Developer', VIEWER: 'Viewer' })[role],
  cluster: (permission) =>
    ({ VIEWER: 'Viewer', ENV_CREATOR: 'Environment creator', ADMIN: 'Admin' })[permission],
  project: (permission) =>
    ({ NO_ACCESS: 'No access', VIEWER: 'Viewer', DEPLOYER: 'Deployer', MANAGER: 'Manager' })[permission],
  environmentType: (type) =>
    ({ DEVELOPMENT: 'Development', PREVIEW: 'Preview', STAGING: 'Staging', PRODUCTION: 'Production' })[type],
};
