import { z } from 'zod';
import type { GitRepositoryListing } from '../../../contract/gitTokens';
import { GitProviderError } from './errors';
import { collectPages, firstLine, getJson, matchesSearch, readBody, type ProviderHttp } from './http';
import type { GitProviderClient } from './types';

const link = z.object({ href: z.string() });
const repository = z.object({
  uuid: z.string(),
  full_name: z.string(),
  is_private: z.boolean(),
  mainbranch: z.object({ name: z.string() }).nullish(),
  links: z.object({
    html: link,
    clone: z.array(link.extend({ name: z.string() })).optional(),
  }),
});
/** Bitbucket's paged envelope: the next page is a full URL, absent on the last page. */
const paged = <T extends z.ZodType>(item: T) =>
  z.object({ values: z.array(item), next: z.string().nullish() });
const branch = z.object({ name: z.string() });
const commit = z.object({
  hash: z.string(),
  message: z.string(),
  date: z.string(),
  author: z
    .object({
      raw: z.string().nullish(),
      user: z
        .object({ display_name: z.string(), links: z.object({ avatar: link.nullish() }).nullish() })
        .nullish(),
    })
    .nullish(),
  links: z.object({ html: link.nullish() }).nullish(),
});

/** Bitbucket Cloud, listing the repositories of the token's workspace. */
export function bitbucketClient(http: ProviderHttp, apiUrl: string, workspace: string): GitProviderClient {
  const nextOf = (next: string | null | undefined) => (next && URL.canParse(next) ? new URL(next) : null);

  return {
    async listRepositories({ search } = {}) {
      const url = new URL(`${apiUrl}/repositories/${encodeURIComponent(workspace)}`);
      const query = new URLSearchParams({ pagelen: '100', sort: '-updated_on' });
      // Every repository is in the one workspace, so the name part of "workspace/name" is what narrows.
      const term = search?.trim().split('/').pop();
      if (term) query.set('q', `name ~ "${term.replace(/["\\]/g, '\\$&')}"`);
      url.search = query.toString();
      const repositories = await collectPages(
        http,
        url,
        `Bitbucket has no workspace "${workspace}" that this token can read`,
        (response, at) => {
          const page = readBody(http, paged(repository), response.body, at);
          return { items: page.values, next: nextOf(page.next) };
        },
      );
      return repositories.map(toListing).filter((listing) => matchesSearch(listing.name, search));
    },

    async listBranches(repositoryName) {
      const { owner, slug } = repositoryParts(workspace, repositoryName);
      const url = new URL(
        `${apiUrl}/repositories/${encodeURIComponent(owner)}/${encodeURIComponent(slug)}/refs/branches`,
      );
      url.search = new URLSearchParams({ pagelen: '100' }).toString();
      return collectPages(
        http,
        url,
        `Bitbucket has no repository "${owner}/${slug}" that this token can read`,
        (response, at) => {
          const page = readBody(http, paged(branch), response.body, at);
          return { items: page.values.map(({ name }) => ({ name })), next: nextOf(page.next) };
        },
      );
    },

    async listCommits(repositoryName, branchName, limit) {
      const { owner, slug } = repositoryParts(workspace, repositoryName);
      const repository = `${encodeURIComponent(owner)}/${encodeURIComponent(slug)}`;
      const url = new URL(`${apiUrl}/repositories/${repository}/commits/${encodeURIComponent(branchName)}`);
      url.search = new URLSearchParams({ pagelen: String(limit) }).toString();
      const { body } = await getJson(
        http,
        url,
        `Bitbucket has no branch "${branchName}" of "${owner}/${slug}" that this token can read`,
      );
      return readBody(http, paged(commit), body, url).values.map((item) => ({
        id: item.hash,
        message: firstLine(item.message),
        // `raw` is "Name <e-mail>": the e-mail is left out of what lists show.
        authorName: item.author?.user?.display_name ?? item.author?.raw?.replace(/\s*<[^>]*>\s*$/, '') ?? '',
        authorAvatarUrl: item.author?.user?.links?.avatar?.href ?? null,
        createdAt: item.date,
        pageUrl: item.links?.html?.href ?? null,
      }));
    },
  };
}

/** `workspace/name`, or a name alone in the token's workspace. */
function repositoryParts(workspace: string, repositoryName: string): { owner: string; slug: string } {
  const parts = repositoryName.split('/');
  const [owner, slug] = parts.length === 1 ? [workspace, parts[0]] : parts;
  if (!owner || !slug || parts.length > 2) {
    throw new GitProviderError(
      'not_found',
      `"${repositoryName}" is not a Bitbucket repository name (workspace/name)`,
    );
  }
  return { owner, slug };
}

function toListing(item: z.infer<typeof repository>): GitRepositoryListing {
  const https = item.links.clone?.find((clone) => clone.name === 'https')?.href;
  return {
    id: item.uuid,
    name: item.full_name,
    url: withoutUser(https ?? `${item.links.html.href}.git`),
    default_branch: item.mainbranch?.name ?? null,
    is_private: item.is_private,
  };
}

/** Bitbucket puts the caller's user name in clone URLs; the URL is stored for everyone, so it goes. */
function withoutUser(href: string): string {
  if (!URL.canParse(href)) return href;
  const url = new URL(href);
  url.username = '';
  url.password = '';
  return url.toString();
}
