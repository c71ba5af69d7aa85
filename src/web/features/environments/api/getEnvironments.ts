import { queryOptions } from '@tanstack/react-query';
import { environmentEndpoints } from '../../../../contract';
import { call } from '../../../lib/api/client';
import { environmentKeys } from './keys';

export const environmentsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: environmentKeys.list(projectId),
    queryFn: ({ signal }) => call(environmentEndpoints.list, { params: { projectId }, signal }),
  });
