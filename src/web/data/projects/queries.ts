import { queryOptions } from '@tanstack/react-query';
import { projectEndpoints } from '../../../contract';
import { call } from '../../lib/api/client';
import { projectKeys } from './keys';

/** The organization's projects (those the session may read): its projects page, the shell and a role's matrix. */
export const projectsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: projectKeys.list(organizationId),
    queryFn: ({ signal }) => call(projectEndpoints.list, { params: { organizationId }, signal }),
  });
