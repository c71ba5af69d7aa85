import type { guideEndpoints } from '../../../contract';
import { readReachOf } from '../../domain/reach';
import type { Principal } from '../../domain/principal';
import type { GuideService } from '../../modules/guide';
import { callerOf, type HandlersFor } from './bind';
import { roleOfCaller } from './visibility';

/** The guide names only projects, environments and services the caller's role reads. */
const reachOf = (caller: Principal, organizationId: string) =>
  readReachOf(roleOfCaller(caller, organizationId));

export function guideHandlers(guide: GuideService): HandlersFor<typeof guideEndpoints> {
  return {
    get: (context) => {
      const caller = callerOf(context);
      const { organizationId } = context.params;
      return guide.get(caller, organizationId, reachOf(caller, organizationId));
    },
    edit: (context) => {
      const caller = callerOf(context);
      const { organizationId } = context.params;
      return guide.edit(caller, organizationId, reachOf(caller, organizationId), context.body);
    },
  };
}
