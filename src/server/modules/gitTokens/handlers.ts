import type { gitTokenEndpoints } from '../../../contract';
import type { HandlersFor } from '../../http/handlers';
import type { GitTokenService } from './service';

export function gitTokenHandlers(tokens: GitTokenService): HandlersFor<typeof gitTokenEndpoints> {
  return {
    list: ({ params, query }) => tokens.list(params.organizationId, query),
    create: ({ params, body }) => tokens.create(params.organizationId, body),
    get: ({ params }) => tokens.get(params.organizationId, params.gitTokenId),
    edit: ({ params, body }) => tokens.edit(params.organizationId, params.gitTokenId, body),
    delete: ({ params }) => tokens.delete(params.organizationId, params.gitTokenId),
  };
}
