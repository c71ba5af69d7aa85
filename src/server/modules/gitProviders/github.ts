import { z } from 'zod';
import type { GitRepositoryListing } from '../../../contract/gitTokens';
import { GitProviderError } from './errors';
import { collectPages, firstLine, getJson, matchesSearch, readBody, type ProviderHttp } from './http';
import type { GitProviderClient } from './types';

const repository = z.object({
  id: z.number(),
  full_name: z.string(),
  clone_url: z.string(),
  default_branch: z.string().nullish(),
  private: z.boolean(),
});
const branch = z.object({ name: z.string() });
const commit = z.object({
  sha: z.string(),
  html_url: z.string().nullish(),
  commit: z.object({
    message: z.string(),
    author: z.object({ name: z.string().nullish(), date: z.string().nullish() }).nullish(),
    committer: z.object({ date: z.string().nullish() }).nullish(),
  }),
  // The GitHub account of the author, when the commit's e-mail belongs to one.
  author: z.object({ login: z.string(), avatar_url: z.string().nullish() }).nullish(),
});

/** GitHub and GitHub Enterprise Server (same REST API under `/api/v3`). */
export function githubClient(http: ProviderHttp, apiUrl: string): GitProviderClient {
  return {
    async listRepositories({ search } = {}) {
      // /user/repos has no name filter: the search is applied to what it lists.
      const url = new URL(`${apiUrl}/user/repos`);
      url.search = new URLSearchParams({ per_page: '100', page: '1', sort: 'updated' }).toString();
      const repositories = await collectPages(
        http,
        url,
        'GitHub answered 404 to the repository listing: check the git API URL of the token',
        (response, at) => ({
          items: readBody(http, z.array(repository), response.body, at),
          next: nextLink(response.headers.get('link')),
        }),
      );
      return repositories.map(toListing).filter((listing) => matchesSearch(listing.name, search));
    },

    async listBranches(repositoryName) {
      const url = new URL(`${repositoryApi(apiUrl, repositoryName)}/branches`);
      url.search = new URLSearchParams({ per_page: '100' }).toString();
      return collectPages(
        http,
        url,
        `GitHub has no repository "${repositoryName}" that this token can read`,
        (response, at) => ({
          items: readBody(http, z.array(branch), response.body, at).map(({ name }) => ({ name })),
          next: nextLink(response.headers.get('link')),
        }),
      );
    },

    async listCommits(repositoryName, branchName, limit) {
      const url = new URL(`${repositoryApi(apiUrl, repositoryName)}/commits`);
      url.search = new URLSearchParams({ sha: branchName, per_page: String(limit) }).toString();
      const { body } = await getJson(
        http,
        url,
        `GitHub has no branch "${branchName}" of "${repositoryName}" that this token can read`,
      );
      return readBody(http, z.array(commit), body, url).map((item) => ({
        id: item.sha,
        message: firstLine(item.commit.message),
        authorName: item.commit.author?.name ?? item.author?.login ?? '',
        authorAvatarUrl: item.author?.avatar_url ?? null,
        createdAt: item.commit.author?.date ?? item.commit.committer?.date ?? '',
        pageUrl: item.html_url ?? null,
      }));
    },
  };
}

/** The API address of a repository named `owner/name`. */
function repositoryApi(apiUrl: string, repositoryName: string): string {
  const [owner, name, ...rest] = repositoryName.split('/');
  if (!owner || !name || rest.length > 0) {
    throw new GitProviderError(
      'not_found',
      `"${repositoryName}" is not a GitHub repository name (owner/name)`,
    );
  }
  return `${apiUrl}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(name)}`;
}

function toListing(item: z.infer<typeof repository>): GitRepositoryListing {
  return {
    id: String(item.id),
    name: item.full_name,
    url: item.clone_url,
    default_branch: item.default_branch ?? null,
    is_private: item.private,
  };
}

/** The `rel="next"` target of an RFC 8288 Link header, as GitHub sends it. */
export function nextLink(header: string | null): URL | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const [, target, params] = /^\s*<([^>]+)>\s*;(.*)$/.exec(part) ?? [];
    const relations = /\brel="?([^";]*)"?/.exec(params ?? '')?.[1]?.split(/\s+/) ?? [];
    if (target && relations.includes('next') && URL.canParse(target)) return new URL(target);
  }
  return null;
}
