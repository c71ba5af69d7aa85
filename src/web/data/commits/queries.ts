import { queryOptions } from '@tanstack/react-query';
import {
  commitEndpoints,
  commitKinds,
  type CommitKind,
  type CommitList,
  type ServiceKind,
} from '../../../contract';
import { call } from '../../lib/api/client';
import { commitKeys } from './keys';

// A branch moves seldom while a page is open: a list half a minute old is good enough to choose from.
const COMMITS_STALE_MS = 30_000;

/** Whether services of the kind are built from a git repository (some of them: a job may run an image). */
export const hasCommits = (kind: ServiceKind): kind is CommitKind =>
  (commitKinds as readonly string[]).includes(kind);

function listCommits(kind: CommitKind, serviceId: string, signal: AbortSignal): Promise<CommitList> {
  switch (kind) {
    case 'application':
      return call(commitEndpoints.application, { params: { applicationId: serviceId }, signal });
    case 'job':
      return call(commitEndpoints.job, { params: { jobId: serviceId }, signal });
    case 'helm':
      return call(commitEndpoints.helm, { params: { helmId: serviceId }, signal });
    case 'terraform':
      return call(commitEndpoints.terraform, { params: { terraformId: serviceId }, signal });
  }
}

/**
 * The latest commits of a service's branch, newest first: what its deploy dialog offers, what its overview counts
 * the running commit behind of, what a rollback names. One cache entry per service.
 */
export const serviceCommitsQueryOptions = (kind: CommitKind, serviceId: string) =>
  queryOptions({
    queryKey: commitKeys.ofService(serviceId),
    queryFn: ({ signal }) => listCommits(kind, serviceId, signal),
    staleTime: COMMITS_STALE_MS,
  });

/** How many listed commits came after `commitId`: null when it is not among them. */
export function commitsBehind(list: CommitList, commitId: string | null | undefined): number | null {
  if (!commitId) return null;
  const at = list.results.findIndex((commit) => commit.git_commit_id === commitId);
  return at < 0 ? null : at;
}
