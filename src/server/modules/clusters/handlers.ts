import type { clusterEndpoints } from '../../../contract';
import type { HandlersFor } from '../../http/handlers';
import type { ClusterService } from './service';

export function clusterHandlers(clusters: ClusterService): HandlersFor<typeof clusterEndpoints> {
  return {
    list: ({ params, query }) => clusters.list(params.organizationId, query),
    get: ({ params }) => clusters.get(params.organizationId, params.clusterId),
  };
}
