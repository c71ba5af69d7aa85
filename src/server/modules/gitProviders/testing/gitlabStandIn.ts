import {
  fakeSha,
  json,
  pageOf,
  startStandIn,
  timestamp,
  withDefaults,
  type ProviderStandIn,
  type StandInOptions,
  type StandInRepository,
} from './standInServer';

/** GitLab's offset pagination headers. */
function gitlabPaging(page: { page: number; perPage: number; lastPage: number; total: number }) {
  return {
    'x-page': String(page.page),
    'x-per-page': String(page.perPage),
    'x-next-page': page.page < page.lastPage ? String(page.page + 1) : '',
    'x-prev-page': page.page > 1 ? String(page.page - 1) : '',
    'x-total': String(page.total),
    'x-total-pages': String(page.lastPage),
  };
}

export function startGitLabStandIn(options: StandInOptions): Promise<ProviderStandIn> {
  const repositories = options.repositories.map(withDefaults);
  const pathOf = (repository: StandInRepository) => `${repository.owner}/${repository.name}`;
  return startStandIn(options.basePath ?? '/api/v4', (request) => {
    const bearer = request.headers.authorization === `Bearer ${options.token}`;
    if (request.headers['private-token'] !== options.token && !bearer) {
      return json(401, { message: '401 Unauthorized' });
    }
    if (request.path === '/projects') {
      const search = request.query.get('search')?.toLowerCase();
      const withNamespaces = request.query.get('search_namespaces') === 'true';
      const matching = repositories.filter(
        (repository) =>
          !search || (withNamespaces ? pathOf(repository) : repository.name).toLowerCase().includes(search),
      );
      const page = pageOf(matching, request.query, 'per_page', options);
      const body = page.items.map((repository) => ({
        id: 4_200_000 + repositories.indexOf(repository),
        description: null,
        name: repository.name,
        name_with_namespace: pathOf(repository).split('/').join(' / '),
        path: repository.name,
        path_with_namespace: pathOf(repository),
        created_at: timestamp,
        default_branch: repository.defaultBranch,
        ssh_url_to_repo: `git@gitlab.com:${pathOf(repository)}.git`,
        http_url_to_repo: `https://gitlab.com/${pathOf(repository)}.git`,
        web_url: `https://gitlab.com/${pathOf(repository)}`,
        visibility: repository.private ? 'private' : 'public',
        last_activity_at: timestamp,
        namespace: {
          id: 77,
          name: repository.owner,
          path: repository.owner,
          kind: 'group',
          full_path: repository.owner,
        },
      }));
      return json(200, body, gitlabPaging(page));
    }
    const branches = /^\/projects\/([^/]+)\/repository\/branches$/.exec(request.path);
    if (branches) {
      const id = decodeURIComponent(branches[1] ?? '');
      const repository = repositories.find(
        (each) => pathOf(each) === id || String(4_200_000 + repositories.indexOf(each)) === id,
      );
      if (!repository) return json(404, { message: '404 Project Not Found' });
      const page = pageOf(repository.branches, request.query, 'per_page', options);
      const body = page.items.map((branch) => ({
        name: branch,
        merged: false,
        protected: branch === repository.defaultBranch,
        default: branch === repository.defaultBranch,
        developers_can_push: false,
        developers_can_merge: false,
        can_push: true,
        web_url: `https://gitlab.com/${pathOf(repository)}/-/tree/${branch}`,
        commit: {
          id: fakeSha(branch),
          short_id: fakeSha(branch).slice(0, 8),
          title: 'Update',
          created_at: timestamp,
        },
      }));
      return json(200, body, gitlabPaging(page));
    }
    return json(404, { error: '404 Not Found' });
  });
}
