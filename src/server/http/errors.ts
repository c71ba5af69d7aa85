import { STATUS_CODES } from 'node:http';
import type { ErrorBody } from '../../contract';
import { DomainError, type DomainErrorKind, TooManyAttemptsError } from '../domain/errors';

/** A failure only the HTTP layer knows of (the rate limit): its status and message go out as the error body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * The status each kind of domain error answers with: the one place where the rules' refusals meet HTTP. A git
 * provider refusing its token is the caller's input being wrong (`invalid_request`), never a 401, which the
 * console reads as "your session ended".
 */
export const statusOfKind: Record<DomainErrorKind, number> = {
  invalid_field: 400,
  invalid_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  too_many_attempts: 429,
  not_found: 404,
  conflict: 409,
  precondition_failed: 412,
  upstream_rate_limited: 429,
  upstream_failed: 502,
};

/**
 * The status and message a failure the caller may learn about answers, and when to try again for one that says;
 * null for anything else (a 500).
 */
export function clientFailureOf(
  error: unknown,
): { status: number; message: string; retryAfterSeconds?: number } | null {
  if (error instanceof DomainError) {
    const failure = { status: statusOfKind[error.kind], message: error.message };
    return error instanceof TooManyAttemptsError
      ? { ...failure, retryAfterSeconds: error.retryAfterSeconds }
      : failure;
  }
  if (error instanceof HttpError) return { status: error.status, message: error.message };
  return null;
}

export function statusPhrase(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

export function errorBody(status: number, message: string): ErrorBody {
  return { status, error: statusPhrase(status), message };
}
