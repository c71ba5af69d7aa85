import {
  fakeSha,
  json,
  pageOf,
  startStandIn,
  timestamp,
  withDefaults,
  type ProviderStandIn,
  type StandInOptions,
} from './standInServer';

export function startBitbucketStandIn(options: StandInOptions): Promise<ProviderStandIn> {
  const repositories = options.repositories.map(withDefaults);
  const basic = `Basic ${Buffer.from(`x-token-auth:${options.token}`).toString('base64')}`;
  const error = (status: number, message: string) => json(status, { type: 'error', error: { message } });

  /** Bitbucket's paged envelope, `next` being a full URL. */
  const envelope = (apiUrl: string, path: string, query: URLSearchParams, items: unknown[]) => {
    const page = pageOf(items, query, 'pagelen', options);
    const at = (target: number) => {
      const params = new URLSearchParams(query);
      params.set('page', String(target));
      return `${apiUrl}${path}?${params.toString()}`;
    };
    return {
      pagelen: page.perPage,
      size: page.total,
      page: page.page,
      values: page.items,
      ...(page.page < page.lastPage ? { next: at(page.page + 1) } : {}),
      ...(page.page > 1 ? { previous: at(page.page - 1) } : {}),
    };
  };

  return startStandIn(options.basePath ?? '/2.0', (request, apiUrl) => {
    const authorization = request.headers.authorization;
    if (authorization !== `Bearer ${options.token}` && authorization !== basic) {
      return error(401, 'Token is invalid, expired, or not supported for this endpoint.');
    }
    const [, workspace, slug, ...rest] = request.path.split('/').slice(1).map(decodeURIComponent);
    if (request.path.startsWith('/repositories/') && workspace && !slug) {
      if (!repositories.some((each) => each.owner === workspace)) {
        return error(404, `No workspace with identifier '${workspace}'.`);
      }
      // The one BBQL form the platform sends: name ~ "term" (contains, case-insensitive).
      const term = /^name ~ "(.*)"$/.exec(request.query.get('q') ?? '')?.[1]?.replace(/\\(.)/g, '$1');
      const values = repositories
        .filter((each) => each.owner === workspace)
        .filter((each) => !term || each.name.toLowerCase().includes(term.toLowerCase()))
        .map((each) => {
          const fullName = `${each.owner}/${each.name}`;
          return {
            type: 'repository',
            uuid: `{00000000-0000-4000-8000-${String(repositories.indexOf(each)).padStart(12, '0')}}`,
            full_name: fullName,
            name: each.name,
            slug: each.name,
            is_private: each.private,
            scm: 'git',
            mainbranch: each.defaultBranch ? { name: each.defaultBranch, type: 'branch' } : null,
            updated_on: timestamp,
            workspace: { type: 'workspace', slug: each.owner },
            links: {
              self: { href: `https://api.bitbucket.org/2.0/repositories/${fullName}` },
              html: { href: `https://bitbucket.org/${fullName}` },
              clone: [
                { name: 'https', href: `https://x-token-auth@bitbucket.org/${fullName}.git` },
                { name: 'ssh', href: `git@bitbucket.org:${fullName}.git` },
              ],
            },
          };
        });
      return json(200, envelope(apiUrl, request.path, request.query, values));
    }
    if (request.path.startsWith('/repositories/') && rest.join('/') === 'refs/branches') {
      const repository = repositories.find((each) => each.owner === workspace && each.name === slug);
      if (!repository) return error(404, `Repository ${workspace}/${slug} not found`);
      const values = repository.branches.map((branch) => ({
        name: branch,
        type: 'branch',
        target: { type: 'commit', hash: fakeSha(branch), date: timestamp },
      }));
      return json(200, envelope(apiUrl, request.path, request.query, values));
    }
    return error(404, 'Resource not found');
  });
}
