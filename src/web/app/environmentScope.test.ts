import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { deploymentKeys } from '../data/deployments/keys';
import { environmentKeys } from '../data/environments/keys';
import { projectKeys } from '../data/projects/keys';
import { serviceKeys } from '../data/services/keys';
import { stageKeys } from '../features/stages/api/keys';
import { refreshChangedEnvironments } from '../lib/deployments/changeFeed';
import { deploymentStatusKeys } from '../lib/deployments/statuses';
import { environmentScope } from '../lib/queryClient';
import { invalidateEnvironmentViews } from '../lib/environmentViews';

// Checked here because app/ alone sees every feature's key factory.

const PRODUCTION = 'b1a7e0c2-0000-4000-8000-000000000001';
const STAGING = 'b1a7e0c2-0000-4000-8000-000000000002';

/** What each feature keeps of one environment: all of it must start with the environment's scope. */
const scopedKeysOf = (environmentId: string): QueryKey[] => [
  environmentKeys.detail(environmentId),
  serviceKeys.list(environmentId),
  deploymentKeys.environmentHistory(environmentId, 5),
  deploymentKeys.environmentHistoryPages(environmentId, 10),
  deploymentKeys.environmentQueue(environmentId),
  deploymentKeys.environmentLogPages(environmentId),
  deploymentKeys.environmentHistoryEntry(environmentId, 'deployment-1'),
  stageKeys.list(environmentId),
  stageKeys.live(environmentId),
];

/** Keys an environment's change must leave alone: other records, and what a service page has set itself. */
const unrelatedKeys: QueryKey[] = [
  environmentKeys.list('project-1'),
  projectKeys.detail('project-1'),
  serviceKeys.detail('application', 'service-1'),
  serviceKeys.links('application', 'service-1'),
  deploymentKeys.serviceHistory('service-1'),
  deploymentKeys.deployment('deployment-1'),
  deploymentStatusKeys.project('project-1'),
];

function cacheHolding(keys: QueryKey[]) {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, { cached: true });
  return queryClient;
}

const invalidated = (queryClient: QueryClient, key: QueryKey) =>
  queryClient.getQueryState(key)?.isInvalidated ?? false;

describe('the environment scope of cache keys', () => {
  it('roots every key a feature keeps of one environment', () => {
    for (const key of scopedKeysOf(PRODUCTION)) {
      expect(key.slice(0, 2)).toEqual(environmentScope(PRODUCTION));
    }
  });

  it('files each feature’s keys under its own root inside the scope', () => {
    const hashes = scopedKeysOf(PRODUCTION).map((key) => JSON.stringify(key));
    expect(new Set(hashes).size).toBe(hashes.length);
    expect(new Set(scopedKeysOf(PRODUCTION).map((key) => key[2]))).toEqual(
      new Set([
        ...environmentKeys.all,
        ...serviceKeys.all,
        ...deploymentKeys.all,
        stageKeys.all(PRODUCTION).at(-1),
      ]),
    );
  });

  it('lets one call refresh an environment’s views, its statuses included, and nothing else', async () => {
    const queryClient = cacheHolding([
      ...scopedKeysOf(PRODUCTION),
      ...scopedKeysOf(STAGING),
      deploymentStatusKeys.environment(PRODUCTION),
      deploymentStatusKeys.environment(STAGING),
      ...unrelatedKeys,
    ]);

    await invalidateEnvironmentViews(queryClient, PRODUCTION);

    for (const key of [...scopedKeysOf(PRODUCTION), deploymentStatusKeys.environment(PRODUCTION)]) {
      expect(invalidated(queryClient, key), JSON.stringify(key)).toBe(true);
    }
    for (const key of [
      ...scopedKeysOf(STAGING),
      deploymentStatusKeys.environment(STAGING),
      ...unrelatedKeys,
    ]) {
      expect(invalidated(queryClient, key), JSON.stringify(key)).toBe(false);
    }
  });

  it('keeps the environment’s record and its stages live through the change feed, not its heavier lists', () => {
    const queryClient = cacheHolding([...scopedKeysOf(PRODUCTION), ...scopedKeysOf(STAGING)]);

    refreshChangedEnvironments(queryClient, [{ id: PRODUCTION, project_id: 'project-1' }]);

    const live = [environmentKeys.detail(PRODUCTION), stageKeys.list(PRODUCTION), stageKeys.live(PRODUCTION)];
    for (const key of scopedKeysOf(PRODUCTION)) {
      const isLive = live.some((liveKey) => JSON.stringify(liveKey) === JSON.stringify(key));
      expect(invalidated(queryClient, key), JSON.stringify(key)).toBe(isLive);
    }
    for (const key of scopedKeysOf(STAGING)) expect(invalidated(queryClient, key)).toBe(false);
  });
});
