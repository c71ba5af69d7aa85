import type { clusterLockEndpoints } from '../../../contract';
import { visibleClusterIds } from '../../domain/reach';
import { displayNameOf } from '../../domain/principal';
import type { ClusterLockService } from '../../modules/clusters';
import { callerOf, type HandlersFor, organizationOf } from './bind';
import { roleOfCaller } from './visibility';

export function clusterLockHandlers(locks: ClusterLockService): HandlersFor<typeof clusterLockEndpoints> {
  return {
    lock: (context) =>
      locks.lock(
        organizationOf(context),
        context.params.clusterId,
        context.body,
        displayNameOf(callerOf(context)),
      ),
    unlock: (context) => locks.unlock(organizationOf(context), context.params.clusterId),
    list: (context) => {
      const { organizationId } = context.params;
      return locks.list(organizationId, visibleClusterIds(roleOfCaller(callerOf(context), organizationId)));
    },
  };
}
