import type { organizationEndpoints } from '../../../contract';
import { callerOf, type HandlersFor } from '../../http/handlers';
import type { OrganizationService } from './service';

export function organizationHandlers(
  organizations: OrganizationService,
): HandlersFor<typeof organizationEndpoints> {
  return {
    list: (context) => organizations.list(callerOf(context), context.query),
    get: ({ params }) => organizations.get(params.organizationId),
    edit: ({ params, body }) => organizations.edit(params.organizationId, body),
  };
}
