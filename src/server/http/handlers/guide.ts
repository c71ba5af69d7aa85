import type { guideEndpoints } from '../../../contract';
import type { GuideService } from '../../modules/guide';
import { callerOf, type HandlersFor } from './bind';

export function guideHandlers(guide: GuideService): HandlersFor<typeof guideEndpoints> {
  return {
    get: (context) => guide.get(callerOf(context), context.params.organizationId),
    edit: (context) => guide.edit(callerOf(context), context.params.organizationId, context.body),
  };
}
