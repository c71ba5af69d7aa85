import { z } from 'zod';
import type { GitRepositoryListing } from '../../../contract/gitTokens';
import {
  collectPages,
  firstLine,
  getJson,
  matchesSearch,
  readBody,
  type JsonResponse,
  type ProviderHttp,
} from './http';
import type { GitProviderClient } from './types';

const project = z.object({
  id: z.number(),
  path_with_namespace: z.string(),
  http_url_to_repo: z.string(),
  // Empty projects have no default branch yet.
  default_branch: z.string().nullish(),
  visibility: z.enum(['private', 'internal', 'public']),
});
const branch = z.object({ name: z.string() });
const commit = z.object({
  id: z.string(),
  message: z.string(),
  author_name: z.string(),
  authored_date: z.string().nullish(),
  created_at: z.string(),
  web_url: z.string().nullish(),
});

/** GitLab keeps very short search terms from narrowing anything, so they are applied on our side only. */
const minimumServerSearch = 3;

/** gitlab.com and self-managed GitLab (same REST API under `/api/v4`). */
export function gitlabClient(http: ProviderHttp, apiUrl: string): GitProviderClient {
  return {
    async listRepositories({ search } = {}) {
      const url = new URL(`${apiUrl}/projects`);
      const query = new URLSearchParams({
        membership: 'true',
        per_page: '100',
        page: '1',
        order_by: 'last_activity_at',
      });
      const term = search?.trim();
      if (term && term.length >= minimumServerSearch) {
        query.set('search', term);
        // Lets "group/project" match, as the name the platform shows is the full path.
        query.set('search_namespaces', 'true');
      }
      url.search = query.toString();
      const projects = await collectPages(
        http,
        url,
        'GitLab answered 404 to the project listing: check the git API URL of the token',
        (response, at) => ({
          items: readBody(http, z.array(project), response.body, at),
          next: nextPage(response, at),
        }),
      );
      return projects.map(toListing).filter((listing) => matchesSearch(listing.name, search));
    },

    async listBranches(repositoryName) {
      // The full path is one URL-encoded segment: groups/subgroup/project -> groups%2Fsubgroup%2Fproject.
      const url = new URL(`${apiUrl}/projects/${encodeURIComponent(repositoryName)}/repository/branches`);
      url.search = new URLSearchParams({ per_page: '100', page: '1' }).toString();
      return collectPages(
        http,
        url,
        `GitLab has no project "${repositoryName}" that this token can read`,
        (response, at) => ({
          items: readBody(http, z.array(branch), response.body, at).map(({ name }) => ({ name })),
          next: nextPage(response, at),
        }),
      );
    },

    async listCommits(repositoryName, branchName, limit) {
      const url = new URL(`${apiUrl}/projects/${encodeURIComponent(repositoryName)}/repository/commits`);
      url.search = new URLSearchParams({ ref_name: branchName, per_page: String(limit) }).toString();
      const { body } = await getJson(
        http,
        url,
        `GitLab has no project "${repositoryName}" that this token can read`,
      );
      return readBody(http, z.array(commit), body, url).map((item) => ({
        id: item.id,
        message: firstLine(item.message),
        authorName: item.author_name,
        // GitLab's commits carry no avatar; the author's would take a call per person.
        authorAvatarUrl: null,
        createdAt: item.authored_date ?? item.created_at,
        pageUrl: item.web_url ?? null,
      }));
    },
  };
}

function toListing(item: z.infer<typeof project>): GitRepositoryListing {
  return {
    id: String(item.id),
    name: item.path_with_namespace,
    url: item.http_url_to_repo,
    default_branch: item.default_branch ?? null,
    // Internal projects are visible to every signed-in user of the instance, still not to the world.
    is_private: item.visibility !== 'public',
  };
}

/** GitLab's offset pagination: `X-Next-Page` holds the next page number, empty on the last page. */
function nextPage(response: JsonResponse, current: URL): URL | null {
  const next = response.headers.get('x-next-page')?.trim();
  if (!next || !/^\d+$/.test(next)) return null;
  const url = new URL(current);
  url.searchParams.set('page', next);
  return url;
}
