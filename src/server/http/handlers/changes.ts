import type { changeEndpoints } from '../../../contract';
import { readReachOf } from '../../domain/reach';
import type { ChangeFeed } from '../../modules/changes';
import { callerOf, type HandlersFor } from './bind';
import { roleOfCaller } from './visibility';

export function changeHandlers(changes: ChangeFeed): HandlersFor<typeof changeEndpoints> {
  return {
    changes: (context) => {
      const { params, query } = context;
      const reach = readReachOf(roleOfCaller(callerOf(context), params.organizationId));
      return changes.since(params.organizationId, {
        since: query.since ?? null,
        reach,
        withStatuses: query.with_statuses ?? [],
      });
    },
  };
}
