/**
 * Why the platform refuses a request, in its own terms. Modules throw these; `http/errors.ts` alone decides the
 * status each kind answers with, so the rules never speak HTTP.
 */
export type DomainErrorKind =
  | 'not_found'
  | 'conflict'
  | 'precondition_failed'
  | 'invalid_field'
  | 'invalid_request'
  | 'unauthenticated'
  | 'forbidden'
  | 'too_many_attempts'
  | 'upstream_rate_limited'
  | 'upstream_failed';

/** The message is the one the caller reads: say what was wrong and, where it helps, what to do. */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
}

/** The record named does not exist, or belongs to an organization the caller has nothing to do with. */
export class NotFoundError extends DomainError {
  readonly kind = 'not_found';
  override readonly name = 'NotFoundError';
}

/** The request clashes with what exists: a name taken, a record still in use, a deployment under way. */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
  override readonly name = 'ConflictError';
}

/**
 * The caller made its change from a version of the record that is no longer the latest (its If-Match names
 * another version): carrying it out would overwrite what someone else saved since.
 */
export class PreconditionFailedError extends DomainError {
  readonly kind = 'precondition_failed';
  override readonly name = 'PreconditionFailedError';
}

/** The request cannot be carried out as asked, for a reason no single field of it explains. */
export class InvalidRequestError extends DomainError {
  readonly kind = 'invalid_request';
  override readonly name = 'InvalidRequestError';
}

/** Credentials are missing, wrong or expired. */
export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
  override readonly name = 'UnauthenticatedError';
}

/** The caller is known, but these credentials may not do this. */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
  override readonly name = 'ForbiddenError';
}

/** The caller tried too often, and failed, for now: it may try again in `retryAfterSeconds` (a sign-in's back-off). */
export class TooManyAttemptsError extends DomainError {
  readonly kind = 'too_many_attempts';
  override readonly name = 'TooManyAttemptsError';

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** A system the platform calls for the caller (a git provider) refuses more calls for now. */
export class UpstreamRateLimitedError extends DomainError {
  readonly kind = 'upstream_rate_limited';
  override readonly name = 'UpstreamRateLimitedError';
}

/** A system the platform calls for the caller could not be reached, or answered what makes no sense. */
export class UpstreamError extends DomainError {
  readonly kind = 'upstream_failed';
  override readonly name = 'UpstreamError';
}

/** Where in a request a field is. */
export type FieldLocation = 'body' | 'query' | 'params' | 'headers';

/** A field at fault and what is wrong with it. */
export interface FieldProblem {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * `<location>.<path>: <problem>` for each problem, as request validation words the contract's own rules, so the
 * console puts the message next to the field it names (`body.ports.1.internal_port: must be …`).
 */
export function describeProblems(location: FieldLocation, problems: readonly FieldProblem[]): string {
  return problems
    .map((problem) => `${[location, ...problem.path.map(String)].join('.')}: ${problem.message}`)
    .join('; ');
}

/** Fields of the request break rules the server checks beyond the contract's schemas. */
export class InvalidFieldError extends DomainError {
  readonly kind = 'invalid_field';
  override readonly name = 'InvalidFieldError';

  constructor(
    readonly location: FieldLocation,
    readonly problems: readonly FieldProblem[],
  ) {
    super(describeProblems(location, problems));
  }
}

/** The body's fields at fault: what the server's own rules find most often. */
export const invalidBody = (problems: readonly FieldProblem[]) => new InvalidFieldError('body', problems);
