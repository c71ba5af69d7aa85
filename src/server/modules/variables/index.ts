export { anchorServiceBuiltIns } from './builtIns';
export { copyEnvironmentVariables } from './clone';
export {
  fingerprintOf,
  type ServiceVariables,
  variablesOfServices,
  variableVersionsOfServices,
} from './deployed';
export { createVariableService, scopeOfKind, type VariableService } from './service';
