import type { ServiceKind } from '../../../../contract';
import { environmentScope } from '../../../lib/queryClient';

/** Every cache key of services and of the lists their forms pick from, from broad to narrow. */
export const serviceKeys = {
  all: ['services'] as const,
  /** What this feature keeps of one environment, under the environment's scope. */
  inEnvironment: (environmentId: string) => [...environmentScope(environmentId), ...serviceKeys.all] as const,
  /** Every service of an environment, whatever its type. */
  list: (environmentId: string) => [...serviceKeys.inEnvironment(environmentId), 'list'] as const,
  /** The environment services are created in, for its name. */
  environment: (environmentId: string) =>
    [...serviceKeys.inEnvironment(environmentId), 'environment'] as const,
  details: () => [...serviceKeys.all, 'detail'] as const,
  detail: (kind: ServiceKind, serviceId: string) => [...serviceKeys.details(), kind, serviceId] as const,
  links: (kind: ServiceKind, serviceId: string) => [...serviceKeys.detail(kind, serviceId), 'links'] as const,
  /** Organization and project records the forms choose from (tokens, registries, environments). */
  choices: () => [...serviceKeys.all, 'choices'] as const,
  choice: (
    list: 'git-tokens' | 'container-registries' | 'helm-repositories' | 'environments',
    ownerId: string,
  ) => [...serviceKeys.choices(), list, ownerId] as const,
};
