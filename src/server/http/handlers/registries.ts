import type { containerRegistryEndpoints, helmRepositoryEndpoints } from '../../../contract';
import type { HandlersFor } from './bind';
import type { RegistryService } from '../../modules/registries';
import { paginate } from '../pagination';

export function containerRegistryHandlers(
  registries: RegistryService<'CONTAINER'>,
): HandlersFor<typeof containerRegistryEndpoints> {
  return {
    list: ({ params, query }) => paginate(query, (window) => registries.list(params.organizationId, window)),
    create: ({ params, body }) => registries.create(params.organizationId, body),
    get: ({ params }) => registries.get(params.organizationId, params.containerRegistryId),
    edit: ({ params, body }) => registries.edit(params.organizationId, params.containerRegistryId, body),
    delete: ({ params }) => registries.delete(params.organizationId, params.containerRegistryId),
  };
}

export function helmRepositoryHandlers(
  repositories: RegistryService<'HELM'>,
): HandlersFor<typeof helmRepositoryEndpoints> {
  return {
    list: ({ params, query }) =>
      paginate(query, (window) => repositories.list(params.organizationId, window)),
    create: ({ params, body }) => repositories.create(params.organizationId, body),
    get: ({ params }) => repositories.get(params.organizationId, params.helmRepositoryId),
    edit: ({ params, body }) => repositories.edit(params.organizationId, params.helmRepositoryId, body),
    delete: ({ params }) => repositories.delete(params.organizationId, params.helmRepositoryId),
  };
}
