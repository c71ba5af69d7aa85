import {
  type DomainError,
  InvalidRequestError,
  NotFoundError,
  UpstreamError,
  UpstreamRateLimitedError,
} from '../../domain/errors';

/** Why a git provider could not answer; each kind is one refusal of the platform (see below). */
export type GitProviderErrorKind = 'unauthorized' | 'not_found' | 'rate_limited' | 'unreachable' | 'upstream';

export class GitProviderError extends Error {
  constructor(
    readonly kind: GitProviderErrorKind,
    message: string,
    /** The provider's HTTP status, when it answered at all. */
    readonly upstreamStatus: number | null = null,
    /** What went wrong, for the server's log only: the answer does not say it. */
    readonly detail: string | null = null,
  ) {
    super(message);
    this.name = 'GitProviderError';
  }
}

/**
 * What each failure is to the platform's caller. A refused git token is the caller's input being wrong, not the
 * caller being signed out: an invalid request, never "unauthenticated" (which the console reads as "your session
 * ended").
 */
export const gitProviderRefusals: Record<GitProviderErrorKind, new (message: string) => DomainError> = {
  unauthorized: InvalidRequestError,
  not_found: NotFoundError,
  rate_limited: UpstreamRateLimitedError,
  unreachable: UpstreamError,
  upstream: UpstreamError,
};

export const gitProviderRefusal = (error: GitProviderError): DomainError =>
  new gitProviderRefusals[error.kind](error.message);
