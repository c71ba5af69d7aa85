import type { projectEndpoints } from '../../../contract';
import type { HandlersFor } from './bind';
import type { ProjectService } from '../../modules/projects/service';
import { paginate } from '../pagination';

export function projectHandlers(projects: ProjectService): HandlersFor<typeof projectEndpoints> {
  return {
    list: ({ params, query }) => paginate(query, (window) => projects.list(params.organizationId, window)),
    create: ({ params, body }) => projects.create(params.organizationId, body),
    get: ({ params }) => projects.get(params.projectId),
    edit: ({ params, body }) => projects.edit(params.projectId, body),
    delete: ({ params }) => projects.delete(params.projectId),
  };
}
