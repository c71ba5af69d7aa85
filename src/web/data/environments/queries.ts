import { queryOptions } from '@tanstack/react-query';
import { environmentEndpoints } from '../../../contract';
import { call } from '../../lib/api/client';
import { environmentKeys } from './keys';

/**
 * One environment: its page and its forms, the shell's crumbs, the service forms (its name) and every permission
 * checked in it (its project and type), all from one cache entry.
 */
export const environmentQueryOptions = (environmentId: string) =>
  queryOptions({
    queryKey: environmentKeys.detail(environmentId),
    queryFn: ({ signal }) => call(environmentEndpoints.get, { params: { environmentId }, signal }),
  });

/** A project's environments: its page, the shell's crumbs and where a service may be cloned to. */
export const environmentsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: environmentKeys.list(projectId),
    queryFn: ({ signal }) => call(environmentEndpoints.list, { params: { projectId }, signal }),
  });
