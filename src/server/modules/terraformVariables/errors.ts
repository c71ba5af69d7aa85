/** Why the variables of a Terraform source could not be read; each kind maps to one HTTP status. */
export type TerraformSourceErrorKind =
  | 'repository_not_found'
  | 'branch_not_found'
  | 'path_not_found'
  | 'no_terraform_files'
  | 'parse_error'
  | 'unreachable';

export class TerraformSourceError extends Error {
  constructor(
    readonly kind: TerraformSourceErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'TerraformSourceError';
  }
}

/** Everything but an unreachable host is about what the caller sent, hence 400. */
export const terraformSourceErrorStatus: Record<TerraformSourceErrorKind, number> = {
  repository_not_found: 400,
  branch_not_found: 400,
  path_not_found: 400,
  no_terraform_files: 400,
  parse_error: 400,
  unreachable: 502,
};
