import type { gitRepositoryEndpoints } from '../../../contract';
import type { GitRepositoryService } from '../../modules/gitRepositories';
import { resultsOf } from '../pagination';
import type { HandlersFor } from './bind';

export function gitRepositoryHandlers(
  repositories: GitRepositoryService,
): HandlersFor<typeof gitRepositoryEndpoints> {
  return {
    listRepositories: ({ params, query }) =>
      resultsOf(
        repositories.listRepositories(
          params.organizationId,
          params.git_provider,
          query.gitTokenId,
          query.search,
        ),
      ),
    listBranches: ({ params, query }) =>
      resultsOf(
        repositories.listBranches(params.organizationId, params.git_provider, query.gitTokenId, query.name),
      ),
    parseTerraformVariables: ({ params, body }) =>
      resultsOf(repositories.parseTerraformVariables(params.organizationId, body)),
  };
}
