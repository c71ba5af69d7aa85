import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { searchEndpoints } from '../../../../contract';
import { call } from '../../../lib/api/client';

/** How many matches the palette shows: more means the text should be longer. */
export const PALETTE_RESULTS = 20;

export const searchKeys = {
  all: ['search'] as const,
  names: (organizationId: string, text: string) => [...searchKeys.all, organizationId, text] as const,
};

/** Records of an organization whose name holds the text; the last answer stays while the next one loads. */
export const searchQueryOptions = (organizationId: string, text: string) =>
  queryOptions({
    queryKey: searchKeys.names(organizationId, text),
    queryFn: ({ signal }) =>
      call(searchEndpoints.search, {
        params: { organizationId },
        query: { q: text, page: 1, page_size: PALETTE_RESULTS },
        signal,
      }),
    enabled: text.length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
