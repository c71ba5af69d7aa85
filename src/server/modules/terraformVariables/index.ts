export type { CloneCredentials } from './checkout';
export { TerraformSourceError, type TerraformSourceErrorKind } from './errors';
export { parseTerraformVariables, type ParseTerraformVariablesOptions } from './parseTerraformVariables';
