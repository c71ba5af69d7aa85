import { queryOptions } from '@tanstack/react-query';
import { deploymentStageEndpoints } from '../../../../contract';
import { call } from '../../../lib/api/client';
import { stageKeys } from './keys';

/** The environment's stages in deployment order, each with its services. */
export const stagesQueryOptions = (environmentId: string) =>
  queryOptions({
    queryKey: stageKeys.list(environmentId),
    queryFn: ({ signal }) => call(deploymentStageEndpoints.list, { params: { environmentId }, signal }),
  });
