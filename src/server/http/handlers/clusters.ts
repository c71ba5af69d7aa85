import type { clusterEndpoints } from '../../../contract';
import { visibleClusterIds } from '../../domain/access';
import { callerOf, type HandlersFor } from './bind';
import { roleOfCaller } from './visibility';
import type { ClusterService } from '../../modules/clusters/service';
import { paginate } from '../pagination';

export function clusterHandlers(clusters: ClusterService): HandlersFor<typeof clusterEndpoints> {
  return {
    list: (context) => {
      const { params, query } = context;
      const only = visibleClusterIds(roleOfCaller(callerOf(context), params.organizationId));
      return paginate(query, (window) => clusters.list(params.organizationId, window, only));
    },
    get: ({ params }) => clusters.get(params.organizationId, params.clusterId),
  };
}
