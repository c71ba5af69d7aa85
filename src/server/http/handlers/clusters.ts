import type { clusterEndpoints } from '../../../contract';
import type { HandlersFor } from './bind';
import type { ClusterService } from '../../modules/clusters/service';
import { paginate } from '../pagination';

export function clusterHandlers(clusters: ClusterService): HandlersFor<typeof clusterEndpoints> {
  return {
    list: ({ params, query }) => paginate(query, (window) => clusters.list(params.organizationId, window)),
    get: ({ params }) => clusters.get(params.organizationId, params.clusterId),
  };
}
