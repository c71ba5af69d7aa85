import type { ServiceKind } from '../../../contract';
import { environmentScope } from '../../lib/queryClient';

/** Every cache key of services, from broad to narrow. */
export const serviceKeys = {
  all: ['services'] as const,
  /** What is kept of an environment's services, under the environment's scope. */
  inEnvironment: (environmentId: string) => [...environmentScope(environmentId), ...serviceKeys.all] as const,
  /** Every service of an environment, whatever its type. */
  list: (environmentId: string) => [...serviceKeys.inEnvironment(environmentId), 'list'] as const,
  details: () => [...serviceKeys.all, 'detail'] as const,
  detail: (kind: ServiceKind, serviceId: string) => [...serviceKeys.details(), kind, serviceId] as const,
  links: (kind: ServiceKind, serviceId: string) => [...serviceKeys.detail(kind, serviceId), 'links'] as const,
  /** A page of the organization's services (the All services page), per filters. */
  ofOrganization: (organizationId: string, query: object) =>
    [...serviceKeys.all, 'organization', organizationId, query] as const,
  /** The versions a database can move to. */
  databaseVersions: (databaseId: string) =>
    [...serviceKeys.detail('database', databaseId), 'versions'] as const,
};
