import type { changeEndpoints } from '../../../contract';
import { visibleProjectIds } from '../../domain/access';
import type { ChangeFeed } from '../../modules/changes/service';
import { callerOf, type HandlersFor } from './bind';
import { roleOfCaller } from './visibility';

export function changeHandlers(changes: ChangeFeed): HandlersFor<typeof changeEndpoints> {
  return {
    changes: (context) => {
      const { params, query } = context;
      const only = visibleProjectIds(roleOfCaller(callerOf(context), params.organizationId));
      return changes.since(params.organizationId, query.since ?? null, only);
    },
  };
}
