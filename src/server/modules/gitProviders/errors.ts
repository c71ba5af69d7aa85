/** Why a git provider could not answer; each kind maps to one HTTP status of the platform API. */
export type GitProviderErrorKind = 'unauthorized' | 'not_found' | 'rate_limited' | 'unreachable' | 'upstream';

export class GitProviderError extends Error {
  constructor(
    readonly kind: GitProviderErrorKind,
    message: string,
    /** The provider's HTTP status, when it answered at all. */
    readonly upstreamStatus: number | null = null,
  ) {
    super(message);
    this.name = 'GitProviderError';
  }
}

/**
 * The status a route answers with. A refused git token is the caller's input being wrong, not the caller being
 * signed out, so it is a 400 rather than a 401 (which the console reads as "your session ended").
 */
export const gitProviderErrorStatus: Record<GitProviderErrorKind, number> = {
  unauthorized: 400,
  not_found: 404,
  rate_limited: 429,
  unreachable: 502,
  upstream: 502,
};
