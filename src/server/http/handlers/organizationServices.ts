import type { organizationServiceEndpoints } from '../../../contract';
import { readReachOf } from '../../domain/reach';
import type { OrganizationServiceList } from '../../modules/organizationServices';
import { paginate } from '../pagination';
import { callerOf, type HandlersFor } from './bind';
import { roleOfCaller } from './visibility';

export function organizationServiceHandlers(
  services: OrganizationServiceList,
): HandlersFor<typeof organizationServiceEndpoints> {
  return {
    list: (context) => {
      const { params, query } = context;
      const reach = readReachOf(roleOfCaller(callerOf(context), params.organizationId));
      return paginate(query, (window) => services.list(params.organizationId, query, window, reach));
    },
  };
}
