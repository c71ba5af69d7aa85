import type { environmentEndpoints } from '../../../contract';
import { callerOf, type HandlersFor, organizationOf } from './bind';
import type { EnvironmentCloner } from '../../modules/environmentClones/service';
import type { EnvironmentService } from '../../modules/environments/service';
import { paginate } from '../pagination';

export function environmentHandlers(
  environments: EnvironmentService,
  cloner: EnvironmentCloner,
): HandlersFor<typeof environmentEndpoints> {
  return {
    list: ({ params, query }) => paginate(query, (window) => environments.list(params.projectId, window)),
    create: (context) =>
      environments.create(organizationOf(context), context.params.projectId, context.body, callerOf(context)),
    get: ({ params }) => environments.get(params.environmentId),
    edit: (context) => environments.edit(context.params.environmentId, context.body, callerOf(context)),
    delete: ({ params }) => environments.delete(params.environmentId),
    clone: (context) => cloner.clone(context.params.environmentId, context.body, callerOf(context)),
  };
}
