import { queryOptions } from '@tanstack/react-query';
import {
  containerRegistryEndpoints,
  environmentEndpoints,
  gitTokenEndpoints,
  helmRepositoryEndpoints,
} from '../../../../contract';
import { call } from '../../../lib/api/client';
import { serviceKeys } from './keys';

// What service forms pick from. Read here only; the pages that manage them live elsewhere.

export const gitTokensQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: serviceKeys.choice('git-tokens', organizationId),
    queryFn: ({ signal }) => call(gitTokenEndpoints.list, { params: { organizationId }, signal }),
  });

export const containerRegistriesQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: serviceKeys.choice('container-registries', organizationId),
    queryFn: ({ signal }) => call(containerRegistryEndpoints.list, { params: { organizationId }, signal }),
  });

export const helmRepositoriesQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: serviceKeys.choice('helm-repositories', organizationId),
    queryFn: ({ signal }) => call(helmRepositoryEndpoints.list, { params: { organizationId }, signal }),
  });

/** The environments of a project, to clone a service into. */
export const projectEnvironmentsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: serviceKeys.choice('environments', projectId),
    queryFn: ({ signal }) => call(environmentEndpoints.list, { params: { projectId }, signal }),
  });

/** The environment services are created in, for its name. */
export const environmentQueryOptions = (environmentId: string) =>
  queryOptions({
    queryKey: serviceKeys.environment(environmentId),
    queryFn: ({ signal }) => call(environmentEndpoints.get, { params: { environmentId }, signal }),
  });
