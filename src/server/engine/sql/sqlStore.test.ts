import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../db/database';
import { clusters, environments, organizations, projects } from '../../db/schema';
import type { OutboxEvent } from '../records';
import { deploymentStoreContract } from '../testing/storeContract';
import { environmentId, organizationId, otherEnvironmentId, projectId } from '../testing/fixtures';
import { storeDatabases } from '../../testing/storeDatabases';
import { sqlDeploymentStore } from './sqlStore';

/** The contract's fixed organization, project and environments, which the tables' foreign keys ask for. */
async function seedOwners(store: Store): Promise<void> {
  const now = new Date('2026-01-01T00:00:00.000Z');
  const stamps = { createdAt: now, updatedAt: now };
  const clusterId = '0c000000-0000-4000-8000-0000000000c1';
  await store.db
    .insert(organizations)
    .values({ id: organizationId, name: 'Store contract', ...stamps })
    .onConflictDoNothing();
  await store.db
    .insert(projects)
    .values({ id: projectId, organizationId, name: 'shop', ...stamps })
    .onConflictDoNothing();
  await store.db
    .insert(clusters)
    .values({
      id: clusterId,
      organizationId,
      name: 'contract-cluster',
      region: 'eu-west-3',
      cloudProvider: 'AWS',
      cpu: 8000,
      memory: 16_384,
      gpu: 0,
      status: 'DEPLOYED',
      isDefault: true,
      ...stamps,
    })
    .onConflictDoNothing();
  for (const id of [environmentId, otherEnvironmentId]) {
    await store.db
      .insert(environments)
      .values({ id, organizationId, projectId, clusterId, name: id, mode: 'STAGING', ...stamps })
      .onConflictDoNothing();
  }
}

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
