import { queryOptions } from '@tanstack/react-query';
import { deploymentStageEndpoints } from '../../../../contract';
import { call } from '../../../lib/api/client';
import { stageKeys } from './keys';

export const stageQueryOptions = (environmentId: string, stageId: string) =>
  queryOptions({
    queryKey: stageKeys.detail(environmentId, stageId),
    queryFn: ({ signal }) =>
      call(deploymentStageEndpoints.get, { params: { deploymentStageId: stageId }, signal }),
  });
