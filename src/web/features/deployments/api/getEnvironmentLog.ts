import { queryOptions } from '@tanstack/react-query';
import { environmentDeploymentEndpoints } from '../../../../contract';
import { call } from '../../../lib/api/client';
import { DEPLOYMENT_LOG_TAIL } from './getDeployment';
import { deploymentKeys } from './keys';

/**
 * The log of the environment's latest deployment, every service's lines, oldest first. The caller polls it while
 * that deployment runs.
 */
export const environmentLogQueryOptions = (environmentId: string) =>
  queryOptions({
    queryKey: deploymentKeys.environmentLog(environmentId),
    queryFn: ({ signal }) =>
      call(environmentDeploymentEndpoints.logs, {
        params: { environmentId },
        query: { tail: DEPLOYMENT_LOG_TAIL },
        signal,
      }),
  });
