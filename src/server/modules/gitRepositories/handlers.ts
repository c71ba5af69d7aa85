import type { gitRepositoryEndpoints } from '../../../contract';
import type { HandlersFor } from '../../http/handlers';
import type { GitRepositoryService } from './service';

export function gitRepositoryHandlers(
  repositories: GitRepositoryService,
): HandlersFor<typeof gitRepositoryEndpoints> {
  return {
    listRepositories: ({ params, query }) =>
      repositories.listRepositories(
        params.organizationId,
        params.git_provider,
        query.gitTokenId,
        query.search,
      ),
    listBranches: ({ params, query }) =>
      repositories.listBranches(params.organizationId, params.git_provider, query.gitTokenId, query.name),
    parseTerraformVariables: ({ params, body }) =>
      repositories.parseTerraformVariables(params.organizationId, body),
  };
}
