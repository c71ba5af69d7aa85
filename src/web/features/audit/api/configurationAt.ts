import { queryOptions } from '@tanstack/react-query';
import { environmentConfigurationEndpoints } from '../../../../contract';
import { call } from '../../../lib/api/client';

/** Cache keys of an environment's configuration rebuilt at past moments. */
export const environmentConfigurationKeys = {
  all: ['environmentConfiguration'] as const,
  of: (environmentId: string) => [...environmentConfigurationKeys.all, environmentId] as const,
  at: (environmentId: string, timestamp: string) =>
    [...environmentConfigurationKeys.of(environmentId), 'at', timestamp] as const,
};

/** The environment's configuration at `timestamp`, and what changed from then to now. */
export const configurationAtQueryOptions = (environmentId: string, timestamp: string) =>
  queryOptions({
    queryKey: environmentConfigurationKeys.at(environmentId, timestamp),
    queryFn: ({ signal }) =>
      call(environmentConfigurationEndpoints.at, {
        params: { environmentId },
        query: { timestamp },
        signal,
      }),
  });
