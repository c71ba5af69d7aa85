import type { apiTokenEndpoints } from '../../../contract';
import { callerOf, type HandlersFor } from './bind';
import { displayNameOf } from '../../domain/principal';
import type { ApiTokenService } from '../../modules/apiTokens/service';
import { paginate } from '../pagination';

export function apiTokenHandlers(tokens: ApiTokenService): HandlersFor<typeof apiTokenEndpoints> {
  return {
    list: ({ params, query }) => paginate(query, (window) => tokens.list(params.organizationId, window)),
    create: (context) =>
      tokens.create(context.params.organizationId, context.body, displayNameOf(callerOf(context))),
    delete: ({ params }) => tokens.revoke(params.organizationId, params.apiTokenId),
  };
}
