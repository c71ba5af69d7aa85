import type {
  AnyService,
  Commit,
  CommitKind,
  CommitList,
  CommitQuery,
  GitRepository,
} from '../../../contract';
import { COMMIT_LIST_LIMIT } from '../../../contract';
import type { Database } from '../../db/database';
import { InvalidRequestError, NotFoundError } from '../../domain/errors';
import { simulatedHistory } from '../../engine';
import { outboundFetch } from '../../outbound/fetch';
import type { OutboundPolicy } from '../../outbound/policy';
import {
  gitProviderClient,
  GitProviderError,
  gitProviderRefusal,
  type ProviderCommit,
} from '../gitProviders';
import type { GitTokenService } from '../gitTokens';
import { findServiceById, type ServiceManager } from '../services';
import { withDeps } from '../shared/withDeps';
import { gitRepositoryOf, repositoryPath } from './repository';

export interface CommitOptions {
  /** Where calls to git providers' APIs may go (see OutboundPolicy). */
  outbound: OutboundPolicy;
  /** Why a provider could not be read, for the server's log. */
  logFailure: (message: string, detail: string) => void;
}

/** What listing a service's commits works with: the service, its git token, and where calls may go. */
export interface CommitDeps {
  db: Database;
  services: ServiceManager;
  tokens: GitTokenService;
  options: CommitOptions;
}

const serviceTypeOf: Record<CommitKind, AnyService['service_type']> = {
  application: 'APPLICATION',
  job: 'JOB',
  helm: 'HELM',
  terraform: 'TERRAFORM',
};

function providerCommit(commit: ProviderCommit): Commit | null {
  const at = Date.parse(commit.createdAt);
  // A commit without a readable date cannot be placed in time; the provider's list keeps its order.
  if (Number.isNaN(at)) return null;
  return {
    git_commit_id: commit.id,
    message: commit.message,
    author_name: commit.authorName,
    ...(commit.authorAvatarUrl ? { author_avatar_url: commit.authorAvatarUrl } : {}),
    created_at: new Date(at).toISOString(),
    tag: '',
    ...(commit.pageUrl ? { commit_page_url: commit.pageUrl } : {}),
  };
}

/** The simulated provider's history: what answers when no provider can be asked. */
function simulatedCommits(repository: GitRepository): Commit[] {
  return simulatedHistory(repository.url, repository.branch)
    .slice(0, COMMIT_LIST_LIMIT)
    .map((commit) => ({
      git_commit_id: commit.id,
      message: commit.message,
      author_name: commit.authorName,
      created_at: commit.createdAt.toISOString(),
      tag: commit.tag,
    }));
}

/**
 * The branch's commits from the provider of the service's git token; null when there is no token to ask with, or
 * its provider cannot be reached (the simulated history answers then). A provider that answers with a refusal
 * (a token refused, a branch it does not have) is that refusal.
 */
async function providerCommits(
  { tokens, options }: CommitDeps,
  organizationId: string,
  repository: GitRepository,
): Promise<Commit[] | null> {
  const credentials = repository.git_token_id
    ? await tokens.credentialsOf(organizationId, repository.git_token_id)
    : null;
  if (!credentials) return null;
  try {
    const client = gitProviderClient({
      type: credentials.type,
      token: credentials.token,
      workspace: credentials.workspace,
      gitApiUrl: credentials.gitApiUrl,
      fetch: outboundFetch(options.outbound),
    });
    const commits = await client.listCommits(
      repositoryPath(repository.url),
      repository.branch,
      COMMIT_LIST_LIMIT,
    );
    return commits.flatMap((commit) => providerCommit(commit) ?? []);
  } catch (error) {
    if (!(error instanceof GitProviderError)) throw error;
    if (error.kind === 'unreachable') {
      options.logFailure(`${error.message}; the simulated history answers`, error.detail ?? error.message);
      return null;
    }
    if (error.detail) options.logFailure(error.message, error.detail);
    throw gitProviderRefusal(error);
  }
}

/** The commits from a given one (`gitCommitId`) or after one (`startId`); none when the one named is not listed. */
function fromQuery(commits: Commit[], query: CommitQuery): Commit[] {
  let listed = commits;
  if (query.gitCommitId !== undefined) {
    const at = listed.findIndex((commit) => commit.git_commit_id === query.gitCommitId);
    listed = at < 0 ? [] : listed.slice(at);
  }
  if (query.startId !== undefined) {
    const at = listed.findIndex((commit) => commit.git_commit_id === query.startId);
    listed = at < 0 ? [] : listed.slice(at + 1);
  }
  return listed;
}

/** The latest commits of the service's branch, with the commit that runs and how far behind the branch it is. */
export async function listServiceCommits(
  deps: CommitDeps,
  kind: CommitKind,
  serviceId: string,
  query: CommitQuery,
): Promise<CommitList> {
  const record = await findServiceById(deps.db, serviceId);
  if (!record || record.type !== serviceTypeOf[kind])
    throw new NotFoundError(`Service ${serviceId} not found`);
  const service: AnyService = await deps.services.get(kind, serviceId);
  const repository = gitRepositoryOf(service);
  if (!repository) {
    throw new InvalidRequestError(
      `${service.name} is not built from a git repository: it has no commits to list`,
    );
  }
  const commits =
    (await providerCommits(deps, record.organizationId, repository)) ?? simulatedCommits(repository);
  const deployed = repository.deployed_commit_id;
  const behind = deployed ? commits.findIndex((commit) => commit.git_commit_id === deployed) : -1;
  return {
    results: fromQuery(commits, query),
    deployed_commit_id: deployed,
    commits_behind: behind < 0 ? null : behind,
  };
}

export function createCommitService(deps: CommitDeps) {
  return { list: withDeps(deps, listServiceCommits) };
}

export type CommitService = ReturnType<typeof createCommitService>;
