import type { apiTokenEndpoints } from '../../../contract';
import { callerOf, type HandlersFor } from '../../http/handlers';
import { displayNameOf } from '../../http/principal';
import type { ApiTokenService } from './service';

export function apiTokenHandlers(tokens: ApiTokenService): HandlersFor<typeof apiTokenEndpoints> {
  return {
    list: ({ params, query }) => tokens.list(params.organizationId, query),
    create: (context) =>
      tokens.create(context.params.organizationId, context.body, displayNameOf(callerOf(context))),
    delete: ({ params }) => tokens.revoke(params.organizationId, params.apiTokenId),
  };
}
