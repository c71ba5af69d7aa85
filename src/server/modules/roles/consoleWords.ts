import {
  builtInRoleLabels,
  clusterPermissionLabels,
  environmentTypeLabels,
  projectPermissionLabels,
  scopeLabels,
} from '../../../contract';
import type { PermissionWords } from '../../domain/access';

/** Permissions named as the console's pages show them (the role editor, the members list). */
export const consoleWords: PermissionWords = {
  scopeRefusal: (needed, held) =>
    `Needs ${scopeLabels[needed]} access — your access here is ${scopeLabels[held]}`,
  builtInRole: (role) => builtInRoleLabels[role],
  cluster: (permission) => clusterPermissionLabels[permission],
  project: (permission) => projectPermissionLabels[permission],
  environmentType: (type) => environmentTypeLabels[type],
};
