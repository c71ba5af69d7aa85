import type { projectEndpoints } from '../../../contract';
import { visibleProjectIds } from '../../domain/reach';
import { callerOf, type HandlersFor } from './bind';
import { roleOfCaller } from './visibility';
import type { ProjectService } from '../../modules/projects';
import { paginate } from '../pagination';

export function projectHandlers(projects: ProjectService): HandlersFor<typeof projectEndpoints> {
  return {
    list: (context) => {
      const { params, query } = context;
      const only = visibleProjectIds(roleOfCaller(callerOf(context), params.organizationId));
      return paginate(query, (window) => projects.list(params.organizationId, window, only));
    },
    create: ({ params, body }) => projects.create(params.organizationId, body),
    get: ({ params }) => projects.get(params.projectId),
    edit: ({ params, body }) => projects.edit(params.projectId, body),
    delete: ({ params }) => projects.delete(params.projectId),
  };
}
