import {
  fakeSha,
  json,
  standInCommits,
  pageOf,
  startStandIn,
  timestamp,
  withDefaults,
  type ProviderStandIn,
  type StandInOptions,
} from './standInServer';

/** GitHub's RFC 8288 Link header for page `page` of `lastPage`. */
function linkHeader(apiUrl: string, path: string, query: URLSearchParams, page: number, lastPage: number) {
  const at = (target: number) => {
    const params = new URLSearchParams(query);
    params.set('page', String(target));
    return `<${apiUrl}${path}?${params.toString()}>`;
  };
  const links: string[] = [];
  if (page > 1) links.push(`${at(page - 1)}; rel="prev"`, `${at(1)}; rel="first"`);
  if (page < lastPage) links.push(`${at(page + 1)}; rel="next"`, `${at(lastPage)}; rel="last"`);
  return links.length > 0 ? { link: links.join(', ') } : undefined;
}

export function startGitHubStandIn(options: StandInOptions): Promise<ProviderStandIn> {
  const repositories = options.repositories.map(withDefaults);
  return startStandIn(options.basePath ?? '', (request, apiUrl) => {
    const authorization = request.headers.authorization;
    if (authorization !== `Bearer ${options.token}` && authorization !== `token ${options.token}`) {
      return json(401, {
        message: 'Bad credentials',
        documentation_url: 'https://docs.github.com/rest',
        status: '401',
      });
    }
    const notFound = json(404, {
      message: 'Not Found',
      documentation_url: 'https://docs.github.com/rest',
      status: '404',
    });
    if (request.path === '/user/repos') {
      const page = pageOf(repositories, request.query, 'per_page', options);
      const body = page.items.map((repository) => {
        const index = repositories.indexOf(repository);
        const fullName = `${repository.owner}/${repository.name}`;
        return {
          id: 700_000 + index,
          node_id: `R_kgDO${index}`,
          name: repository.name,
          full_name: fullName,
          private: repository.private,
          owner: { login: repository.owner, id: 9_000, type: 'Organization' },
          html_url: `https://github.com/${fullName}`,
          description: null,
          fork: false,
          url: `https://api.github.com/repos/${fullName}`,
          clone_url: `https://github.com/${fullName}.git`,
          ssh_url: `git@github.com:${fullName}.git`,
          default_branch: repository.defaultBranch ?? 'main',
          visibility: repository.private ? 'private' : 'public',
          pushed_at: timestamp,
          updated_at: timestamp,
          permissions: { admin: false, push: true, pull: true },
        };
      });
      return json(200, body, linkHeader(apiUrl, request.path, request.query, page.page, page.lastPage));
    }
    const branches = /^\/repos\/([^/]+)\/([^/]+)\/branches$/.exec(request.path);
    if (branches) {
      const [owner, name] = [decodeURIComponent(branches[1] ?? ''), decodeURIComponent(branches[2] ?? '')];
      const repository = repositories.find((each) => each.owner === owner && each.name === name);
      if (!repository) return notFound;
      const page = pageOf(repository.branches, request.query, 'per_page', options);
      const body = page.items.map((branch) => ({
        name: branch,
        commit: {
          sha: fakeSha(branch),
          url: `https://api.github.com/repos/${owner}/${name}/commits/${fakeSha(branch)}`,
        },
        protected: branch === repository.defaultBranch,
      }));
      return json(200, body, linkHeader(apiUrl, request.path, request.query, page.page, page.lastPage));
    }
    const commits = /^\/repos\/([^/]+)\/([^/]+)\/commits$/.exec(request.path);
    if (commits) {
      const [owner, name] = [decodeURIComponent(commits[1] ?? ''), decodeURIComponent(commits[2] ?? '')];
      const repository = repositories.find((each) => each.owner === owner && each.name === name);
      const branch = request.query.get('sha') ?? repository?.defaultBranch ?? '';
      if (!repository || !repository.branches.includes(branch)) return notFound;
      const page = pageOf(standInCommits(branch), request.query, 'per_page', options);
      return json(
        200,
        page.items.map((commit) => ({
          sha: commit.sha,
          html_url: `https://github.com/${owner}/${name}/commit/${commit.sha}`,
          commit: {
            message: commit.message,
            author: { name: commit.author, email: 'dev@example.com', date: commit.date },
            committer: { name: 'GitHub', email: 'noreply@github.com', date: commit.date },
          },
          author: { login: 'octocat', avatar_url: 'https://avatars.githubusercontent.com/u/583231' },
        })),
        linkHeader(apiUrl, request.path, request.query, page.page, page.lastPage),
      );
    }
    return notFound;
  });
}
