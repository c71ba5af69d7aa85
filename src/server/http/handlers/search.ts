import type { searchEndpoints } from '../../../contract';
import type { SearchService } from '../../modules/search/service';
import type { HandlersFor } from './bind';
import { paginate } from '../pagination';

export function searchHandlers(search: SearchService): HandlersFor<typeof searchEndpoints> {
  return {
    search: ({ params, query }) =>
      paginate(query, (window) => search.search(params.organizationId, query, window)),
  };
}
