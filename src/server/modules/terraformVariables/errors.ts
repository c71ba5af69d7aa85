/** Why the variables of a Terraform source could not be read. */
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
