import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { environmentDeploymentEndpoints, type EnvironmentDeployment, type QueryOf } from '../../../contract';
import { call } from '../../lib/api/client';
import { currentStatusPollInterval } from '../../lib/deployments/statusPolling';
import { deploymentKeys } from './keys';

/*
 * An environment's deployment history, newest first, as its overview, its service pages and its stage board read
 * it: every view asks for its pages through the one call below.
 */

type HistoryQuery = NonNullable<QueryOf<typeof environmentDeploymentEndpoints.history>>;

const historyPage = (environmentId: string, query: HistoryQuery, signal: AbortSignal) =>
  call(environmentDeploymentEndpoints.history, { params: { environmentId }, query, signal });

/**
 * An environment's latest deployments with their stages and services, newest first; refreshed as fast as statuses
 * while the latest one is queued or running.
 */
export const environmentHistoryQueryOptions = (environmentId: string, pageSize: number) =>
  queryOptions({
    queryKey: deploymentKeys.environmentHistory(environmentId, pageSize),
    queryFn: ({ signal }) => historyPage(environmentId, { page_size: pageSize }, signal),
    refetchInterval: (query) => {
      const latest = query.state.data?.results[0];
      const running = latest?.status === 'QUEUED' || latest?.status === 'RUNNING';
      return running ? currentStatusPollInterval(true) : false;
    },
  });

const ENVIRONMENT_HISTORY_PAGE_SIZE = 5;

/**
 * An environment's deployments, newest first, a page at a time ("Load more"). Not polled: the page refetches it
 * when the environment's shared status says a deployment started or ended; refetching asks for every page loaded
 * again, so rows do not shift between pages as new deployments arrive.
 */
export const environmentHistoryPagesQueryOptions = (
  environmentId: string,
  pageSize = ENVIRONMENT_HISTORY_PAGE_SIZE,
) =>
  infiniteQueryOptions({
    queryKey: deploymentKeys.environmentHistoryPages(environmentId, pageSize),
    queryFn: ({ pageParam, signal }) =>
      historyPage(environmentId, { page: pageParam, page_size: pageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination && last.pagination.page < last.pagination.total_pages
        ? last.pagination.page + 1
        : undefined,
  });

const SEARCH_PAGE_SIZE = 50;

/**
 * One deployment of the environment, as its history keeps it (stages as they ran). The history is read page by
 * page, newest first, until it is found: the deployments people open are nearly always on the first page.
 */
export const pastDeploymentQueryOptions = (environmentId: string, deploymentId: string) =>
  queryOptions({
    queryKey: deploymentKeys.environmentHistoryEntry(environmentId, deploymentId),
    queryFn: async ({ signal }): Promise<EnvironmentDeployment | null> => {
      for (let page = 1; ; page += 1) {
        const answer = await historyPage(environmentId, { page, page_size: SEARCH_PAGE_SIZE }, signal);
        const found = answer.results.find((deployment) => deployment.id === deploymentId);
        if (found) return found;
        if (answer.results.length < SEARCH_PAGE_SIZE) return null;
      }
    },
  });
