import { queryOptions } from '@tanstack/react-query';
import { environmentDeploymentEndpoints, type EnvironmentDeployment } from '../../../../contract';
import { call } from '../../../lib/api/client';
import { stageKeys } from './keys';

const PAGE_SIZE = 50;

/**
 * One deployment of the environment, as its history keeps it (stages as they ran). The history is read page by
 * page, newest first, until it is found: the deployments people open are nearly always on the first page.
 */
export const pastDeploymentQueryOptions = (environmentId: string, deploymentId: string) =>
  queryOptions({
    queryKey: [...stageKeys.all(environmentId), 'deployment', deploymentId] as const,
    queryFn: async ({ signal }): Promise<EnvironmentDeployment | null> => {
      for (let page = 1; ; page += 1) {
        const answer = await call(environmentDeploymentEndpoints.history, {
          params: { environmentId },
          query: { page, page_size: PAGE_SIZE },
          signal,
        });
        const found = answer.results.find((deployment) => deployment.id === deploymentId);
        if (found) return found;
        if (answer.results.length < PAGE_SIZE) return null;
      }
    },
  });
