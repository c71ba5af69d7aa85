import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { guideEndpoints, type GuideUpdate } from '../../../../contract';
import { call } from '../../../lib/api/client';

export const guideKeys = {
  all: ['guide'] as const,
  of: (organizationId: string) => [...guideKeys.all, organizationId] as const,
};

/** The person's progress through the guided first release; asked again while the checklist is open. */
export const guideQueryOptions = (organizationId: string, following = false) =>
  queryOptions({
    queryKey: guideKeys.of(organizationId),
    queryFn: ({ signal }) => call(guideEndpoints.get, { params: { organizationId }, signal }),
    staleTime: following ? 0 : 5 * 60_000,
    refetchInterval: following ? 3000 : false,
  });

/** The key of the guide's own updates, which other saves' refresh of the guide passes over. */
export const GUIDE_MUTATION = 'guide';

export function useGuideUpdate(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [GUIDE_MUTATION],
    mutationFn: (body: GuideUpdate) => call(guideEndpoints.edit, { params: { organizationId }, body }),
    onSuccess: (guide) => queryClient.setQueryData(guideKeys.of(organizationId), guide),
  });
}
