import type { GitRepositoryListing } from '../../../contract/gitTokens';

export interface ListRepositoriesOptions {
  /** Keeps the repositories whose full name contains it, whatever the case. */
  search?: string;
}

/** A commit of a branch as a provider describes it. */
export interface ProviderCommit {
  id: string;
  /** The first line of its message. */
  message: string;
  authorName: string;
  authorAvatarUrl: string | null;
  /** ISO 8601, as the provider wrote it. */
  createdAt: string;
  pageUrl: string | null;
}

/** What the platform asks of any git provider, through the git token a user registered. */
export interface GitProviderClient {
  /** Repositories the token can read, most recently updated first where the provider sorts so. */
  listRepositories(options?: ListRepositoriesOptions): Promise<GitRepositoryListing[]>;
  /** Branches of a repository named as in its listing (`owner/name`, or the GitLab path with its groups). */
  listBranches(repositoryName: string): Promise<{ name: string }[]>;
  /** The latest commits of a branch, newest first: one page of `limit` at most. */
  listCommits(repositoryName: string, branch: string, limit: number): Promise<ProviderCommit[]>;
}
