import type { projectEndpoints } from '../../../contract';
import type { HandlersFor } from '../../http/handlers';
import type { ProjectService } from './service';

export function projectHandlers(projects: ProjectService): HandlersFor<typeof projectEndpoints> {
  return {
    list: ({ params, query }) => projects.list(params.organizationId, query),
    create: ({ params, body }) => projects.create(params.organizationId, body),
    get: ({ params }) => projects.get(params.projectId),
    edit: ({ params, body }) => projects.edit(params.projectId, body),
    delete: ({ params }) => projects.delete(params.projectId),
  };
}
