import type { gitTokenEndpoints } from '../../../contract';
import type { HandlersFor } from './bind';
import type { GitTokenService } from '../../modules/gitTokens';
import { paginate } from '../pagination';

export function gitTokenHandlers(tokens: GitTokenService): HandlersFor<typeof gitTokenEndpoints> {
  return {
    list: ({ params, query }) => paginate(query, (window) => tokens.list(params.organizationId, window)),
    create: ({ params, body }) => tokens.create(params.organizationId, body),
    get: ({ params }) => tokens.get(params.organizationId, params.gitTokenId),
    edit: ({ params, body }) => tokens.edit(params.organizationId, params.gitTokenId, body),
    delete: ({ params }) => tokens.delete(params.organizationId, params.gitTokenId),
  };
}
