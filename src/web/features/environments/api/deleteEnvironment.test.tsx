import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { environmentEndpoints } from '../../../../contract';
import { deploymentKeys } from '../../../data/deployments/keys';
import { environmentKeys } from '../../../data/environments/keys';
import { serviceKeys } from '../../../data/services/keys';
import { environmentScope } from '../../../lib/queryClient';
import { environment } from '../../../test/environmentFixtures';
import { mockApi } from '../../../test/mockApi';
import { createNoticeStore, NoticeProvider } from '../../../ui/notice';
import { useDeleteEnvironment } from './deleteEnvironment';

describe('deleting an environment', () => {
  it('forgets everything kept of it, and only of it', async () => {
    const api = mockApi();
    api.on(environmentEndpoints.delete, { status: 204 });
    api.on(environmentEndpoints.list, { body: { results: [] } });
    const notices = createNoticeStore();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const gone = environment();
    const kept = environment({ name: 'production' });
    const keysOf = (environmentId: string) => [
      environmentKeys.detail(environmentId),
      serviceKeys.list(environmentId),
      deploymentKeys.environmentQueue(environmentId),
    ];
    for (const key of [...keysOf(gone.id), ...keysOf(kept.id)])
      queryClient.setQueryData(key, { cached: true });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <NoticeProvider store={notices} asideWidth={256}>
          {children}
        </NoticeProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useDeleteEnvironment(), { wrapper });

    result.current.mutate(gone);

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryCache().findAll({ queryKey: environmentScope(gone.id) })).toEqual([]);
    for (const key of keysOf(kept.id)) expect(queryClient.getQueryData(key)).toEqual({ cached: true });
  });
});
