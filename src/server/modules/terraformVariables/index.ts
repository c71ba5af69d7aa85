export type { CloneCredentials } from './checkout';
export { TerraformSourceError, terraformSourceErrorStatus, type TerraformSourceErrorKind } from './errors';
export { parseTerraformVariables, type ParseTerraformVariablesOptions } from './parseTerraformVariables';
