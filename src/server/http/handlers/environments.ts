import type { environmentEndpoints } from '../../../contract';
import { callerOf, type HandlersFor, organizationOf } from './bind';
import type { EnvironmentCloner } from '../../modules/environmentClones';
import type { EnvironmentService } from '../../modules/environments';
import { visibleEnvironmentTypes } from '../../domain/reach';
import { paginate } from '../pagination';
import { roleOfCaller } from './visibility';

export function environmentHandlers(
  environments: EnvironmentService,
  cloner: EnvironmentCloner,
): HandlersFor<typeof environmentEndpoints> {
  return {
    list: (context) => {
      const { params, query } = context;
      const role = roleOfCaller(callerOf(context), organizationOf(context));
      const types = visibleEnvironmentTypes(role, params.projectId);
      return paginate(query, (window) => environments.list(params.projectId, window, types));
    },
    create: (context) =>
      environments.create(organizationOf(context), context.params.projectId, context.body, callerOf(context)),
    get: ({ params }) => environments.get(params.environmentId),
    edit: (context) => environments.edit(context.params.environmentId, context.body, callerOf(context)),
    delete: ({ params }) => environments.delete(params.environmentId),
    clone: (context) => cloner.clone(context.params.environmentId, context.body, callerOf(context)),
  };
}
