import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { deploymentKeys } from '../../../data/deployments/keys';
import { deploymentStatusKeys } from '../../../lib/deployments/statuses';
import { environmentScope } from '../../../lib/queryClient';
import { refreshAfterAction } from './actions';

const PRODUCTION = 'b1a7e0c2-0000-4000-8000-000000000001';
const STAGING = 'b1a7e0c2-0000-4000-8000-000000000002';

describe('refreshAfterAction', () => {
  it('asks again for every status and every deployment view, each environment’s panel included', async () => {
    const refreshed: QueryKey[] = [
      deploymentStatusKeys.environment(PRODUCTION),
      deploymentStatusKeys.environment(STAGING),
      deploymentStatusKeys.project('project-1'),
      deploymentKeys.serviceHistory('service-1'),
      deploymentKeys.serviceLogPages('service-1'),
      deploymentKeys.deployment('deployment-1'),
      deploymentKeys.deploymentLogs('deployment-1'),
      deploymentKeys.environmentQueue(PRODUCTION),
      deploymentKeys.environmentHistory(PRODUCTION, 5),
      deploymentKeys.environmentHistoryPages(PRODUCTION, 10),
      deploymentKeys.environmentLogPages(PRODUCTION),
      deploymentKeys.environmentHistoryEntry(PRODUCTION, 'deployment-1'),
      deploymentKeys.environmentQueue(STAGING),
      deploymentKeys.environmentHistoryPages(STAGING, 10),
    ];
    // What other features keep under an environment's scope is theirs to refresh.
    const untouched: QueryKey[] = [
      [...environmentScope(PRODUCTION), 'services', 'list'],
      [...environmentScope(STAGING), 'environments', 'detail'],
    ];
    const queryClient = new QueryClient();
    for (const key of [...refreshed, ...untouched]) queryClient.setQueryData(key, { cached: true });

    await refreshAfterAction(queryClient);

    for (const key of refreshed) {
      expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    }
    for (const key of untouched) {
      expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(false);
    }
  });
});
