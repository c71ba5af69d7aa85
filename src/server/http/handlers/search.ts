import type { searchEndpoints } from '../../../contract';
import { readReachOf } from '../../domain/reach';
import type { SearchService } from '../../modules/search';
import { callerOf, type HandlersFor } from './bind';
import { paginate } from '../pagination';
import { roleOfCaller } from './visibility';

export function searchHandlers(search: SearchService): HandlersFor<typeof searchEndpoints> {
  return {
    search: (context) => {
      const { params, query } = context;
      const reach = readReachOf(roleOfCaller(callerOf(context), params.organizationId));
      return paginate(query, (window) => search.search(params.organizationId, query, window, reach));
    },
  };
}
