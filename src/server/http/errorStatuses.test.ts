import { describe, expect, it } from 'vitest';
import {
  GitProviderError,
  type GitProviderErrorKind,
  gitProviderRefusal,
  gitProviderRefusals,
} from '../modules/gitProviders';
import { clientFailureOf } from './errors';

/** The status each git provider failure answers with, through the one mapping of domain errors to statuses. */
const gitProviderErrorStatus = Object.fromEntries(
  (Object.keys(gitProviderRefusals) as GitProviderErrorKind[]).map((kind) => [
    kind,
    clientFailureOf(gitProviderRefusal(new GitProviderError(kind, 'refused')))?.status,
  ]),
) as Record<GitProviderErrorKind, number>;

describe('the statuses of git provider failures', () => {
  it('answers a refused token with 400, keeping 401 for the caller of the platform', () => {
    expect(gitProviderErrorStatus.unauthorized).toBe(400);
  });

  it('answers a provider that cannot be reached with 502, and its rate limit with 429', () => {
    expect(gitProviderErrorStatus).toEqual({
      unauthorized: 400,
      not_found: 404,
      rate_limited: 429,
      unreachable: 502,
      upstream: 502,
    });
  });
});
