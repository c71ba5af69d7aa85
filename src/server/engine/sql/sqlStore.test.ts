import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../db/database';
import type { OutboxEvent } from '../records';
import { deploymentStoreContract } from '../testing/storeContract';
import { environmentId, organizationId, projectId } from '../testing/fixtures';
import { seedOwners } from '../testing/sqlOwners';
import { storeDatabases } from '../../testing/storeDatabases';
import { sqlDeploymentStore } from './sqlStore';

describe.each(storeDatabases())('the SQL store on $name', (database) => {
  let store: Store;
  const published: OutboxEvent[][] = [];
  const removed: string[][] = [];

  beforeAll(async () => {
    store = await database.open();
    await seedOwners(store);
  });
  afterAll(() => store?.close());

  const makeStore = async () => {
    // A database of its own, emptied for each case: the contract expects a store that holds nothing yet.
    await store.db.execute(sql`truncate deployment_requests cascade`);
    return sqlDeploymentStore(store.db, {
      publishEvents: async (_tx, events) => void published.push(events),
      removeServices: async (_tx, serviceIds) => void removed.push(serviceIds),
    });
  };

  deploymentStoreContract(makeStore);

  it('hands events and removed services on inside the save, and writes nothing when the save fails', async () => {
    const deploymentStore = await makeStore();
    const failing = sqlDeploymentStore(store.db, {
      publishEvents: async () => {
        throw new Error('the outbox is full');
      },
      removeServices: async () => undefined,
    });
    const requestId = '7f000000-0000-4000-8000-000000000001';
    await deploymentStore.enqueueRequest({
      id: requestId,
      organizationId,
      projectId,
      environmentId,
      scope: 'SERVICE',
      action: 'DELETE',
      targets: [],
      origin: 'API',
      triggeredBy: null,
      status: 'QUEUED',
      createdAt: new Date(),
      startedAt: null,
      endedAt: null,
      stages: [],
      stageIndex: 0,
      cancelRequested: false,
      outcome: null,
      reason: null,
      chosenServices: false,
      revision: 0,
    });
    const claimed = await deploymentStore.claimNextRequest(environmentId, new Date());
    if (!claimed) throw new Error('Nothing claimed');
    const event: OutboxEvent = {
      id: '7f000000-0000-4000-8000-0000000000e1',
      organizationId,
      type: 'DEPLOYMENT_STARTED',
      createdAt: new Date(),
      payload: {} as OutboxEvent['payload'],
    };
    const progress = (revision: number) => ({
      request: { ...claimed, status: 'DONE' as const, revision: revision + 1 },
      expectedRevision: revision,
      deployments: [],
      logs: [],
      events: [event],
      removedServiceIds: ['5e000000-0000-4000-8000-0000000000aa'],
    });
    await expect(failing.saveProgress(progress(claimed.revision))).rejects.toThrow('the outbox is full');
    expect((await deploymentStore.getRun(requestId))?.request.status).toBe('RUNNING');

    published.length = 0;
    removed.length = 0;
    await deploymentStore.saveProgress(progress(claimed.revision));
    expect(published).toEqual([[event]]);
    expect(removed).toEqual([['5e000000-0000-4000-8000-0000000000aa']]);
    expect((await deploymentStore.getRun(requestId))?.request.status).toBe('DONE');
  });
});
