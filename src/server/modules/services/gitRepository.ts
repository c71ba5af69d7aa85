import { providerFromUrl, type GitProvider, type GitRepository } from '../../../contract';
import type { References } from '../shared/references';

export interface GitRepositoryLike {
  url: string;
  git_token_id?: string | null;
  provider?: GitProvider | null;
}

/** A git repository as a service stores it: the provider resolved, the rest as requested. */
export interface StoredGitRepository {
  url: string;
  branch: string;
  root_path: string;
  git_token_id: string | null;
  provider: GitProvider;
}

/** The git token's provider first, then the one the request names, then the one the URL shows. */
export function resolveProvider(repository: GitRepositoryLike, references: References): GitProvider | null {
  const token = repository.git_token_id ? references.gitTokens.get(repository.git_token_id) : undefined;
  return token?.type ?? repository.provider ?? providerFromUrl(repository.url);
}

export function storedGitRepository(
  request: GitRepositoryLike & { branch: string; root_path: string },
  references: References,
): StoredGitRepository {
  const provider = resolveProvider(request, references);
  // The server's rules refuse a repository whose provider cannot be told before anything is stored.
  if (!provider) throw new Error(`No git provider for ${request.url}`);
  return {
    url: request.url.trim(),
    branch: request.branch,
    root_path: request.root_path,
    git_token_id: request.git_token_id ?? null,
    provider,
  };
}

/** The owner and name a repository URL shows: the last two segments of its path. */
export function ownerAndName(url: string): { owner: string; name: string } {
  const trimmed = url
    .trim()
    .replace(/\/+$/, '')
    .replace(/\.git$/, '');
  const path = URL.canParse(trimmed) ? new URL(trimmed).pathname : trimmed.replace(/^[\w.-]+@[\w.-]+:/, '');
  const segments = path.split('/').filter(Boolean);
  return { owner: segments.at(-2) ?? '', name: segments.at(-1) ?? trimmed };
}

/** The commit a deployment built, for the repository of the source it was built from. */
export interface DeployedCommit {
  id: string;
  at: Date;
}

export function gitRepositoryView(
  stored: StoredGitRepository,
  references: References,
  deployed: DeployedCommit | null = null,
): GitRepository {
  const token = stored.git_token_id ? references.gitTokens.get(stored.git_token_id) : undefined;
  return {
    ...ownerAndName(stored.url),
    provider: stored.provider,
    url: stored.url,
    branch: stored.branch,
    root_path: stored.root_path,
    // Public repositories need no token; a named token must still be one of the organization's.
    has_access: stored.git_token_id === null || token !== undefined,
    // What runs: filled once a deployment has built a commit of the repository.
    deployed_commit_id: deployed?.id ?? null,
    deployed_commit_date: deployed?.at.toISOString() ?? null,
    deployed_commit_contributor: null,
    deployed_commit_tag: null,
    git_token_id: stored.git_token_id,
    git_token_name: token?.name ?? null,
  };
}
