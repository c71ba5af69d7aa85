import { z } from 'zod';
import type { GitRepositoryListing } from '../../../contract/gitTokens';
import { GitProviderError } from './errors';
import { collectPages, matchesSearch, readBody, type ProviderHttp } from './http';
import type { GitProviderClient } from './types';

const repository = z.object({
  id: z.number(),
  full_name: z.string(),
  clone_url: z.string(),
  default_branch: z.string().nullish(),
  private: z.boolean(),
});
const branch = z.object({ name: z.string() });

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
      const [owner, name, ...rest] = repositoryName.split('/');
      if (!owner || !name || rest.length > 0) {
        throw new GitProviderError(
          'not_found',
          `"${repositoryName}" is not a GitHub repository name (owner/name)`,
        );
      }
      const url = new URL(
        `${apiUrl}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(name)}/branches`,
      );
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
  };
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
