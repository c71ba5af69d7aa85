import type { organizationEndpoints } from '../../../contract';
import { callerOf, type HandlersFor } from './bind';
import type { OrganizationService } from '../../modules/organizations';
import { paginate } from '../pagination';

export function organizationHandlers(
  organizations: OrganizationService,
): HandlersFor<typeof organizationEndpoints> {
  return {
    list: (context) => paginate(context.query, (window) => organizations.list(callerOf(context), window)),
    get: ({ params }) => organizations.get(params.organizationId),
    edit: ({ params, body }) => organizations.edit(params.organizationId, body),
  };
}
