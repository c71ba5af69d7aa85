import type { apiTokenEndpoints } from '../../../contract';
import { callerOf, type HandlersFor } from './bind';
import { displayNameOf } from '../../domain/principal';
import { roleOfCaller } from './visibility';
import type { ApiTokenService } from '../../modules/apiTokens';
import { paginate } from '../pagination';

export function apiTokenHandlers(tokens: ApiTokenService): HandlersFor<typeof apiTokenEndpoints> {
  return {
    list: ({ params, query }) => paginate(query, (window) => tokens.list(params.organizationId, window)),
    create: (context) => {
      const caller = callerOf(context);
      const organizationId = context.params.organizationId;
      return tokens.create(organizationId, context.body, {
        name: displayNameOf(caller),
        role: roleOfCaller(caller, organizationId),
      });
    },
    delete: ({ params }) => tokens.revoke(params.organizationId, params.apiTokenId),
  };
}
