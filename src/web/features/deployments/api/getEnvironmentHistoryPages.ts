import { infiniteQueryOptions } from '@tanstack/react-query';
import { environmentDeploymentEndpoints } from '../../../../contract';
import { call } from '../../../lib/api/client';
import { deploymentKeys } from './keys';

export const ENVIRONMENT_HISTORY_PAGE_SIZE = 5;

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
      call(environmentDeploymentEndpoints.history, {
        params: { environmentId },
        query: { page: pageParam, page_size: pageSize },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination && last.pagination.page < last.pagination.total_pages
        ? last.pagination.page + 1
        : undefined,
  });
