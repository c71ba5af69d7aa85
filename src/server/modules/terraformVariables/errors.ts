/**
 * Why the variables of a Terraform source could not be read: an address the platform may not clone from, a
 * clone that failed (one text for every reason, see UNREADABLE_SOURCE), or what the clone holds.
 */
export type TerraformSourceErrorKind =
  'address' | 'unreadable' | 'path_not_found' | 'no_terraform_files' | 'parse_error';

export class TerraformSourceError extends Error {
  constructor(
    readonly kind: TerraformSourceErrorKind,
    message: string,
    /** What went wrong, for the server's log only: the answer does not say it. */
    readonly detail: string | null = null,
  ) {
    super(message);
    this.name = 'TerraformSourceError';
  }
}
