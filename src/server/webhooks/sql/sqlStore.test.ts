import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../db/database';
import { organizations } from '../../db/schema';
import { deliveriesFor } from '../matching';
import {
  organizationId,
  otherOrganizationId,
  sequentialIds,
  webhookRecord,
  deploymentEvent,
} from '../testing/harness';
import { webhookStoreContract } from '../testing/storeContract';
import { storeDatabases } from '../../testing/storeDatabases';
import { sqlWebhookStore } from './sqlStore';

describe.each(storeDatabases())('the SQL webhook store on $name', (database) => {
  let store: Store;

  beforeAll(async () => {
    store = await database.open();
    const now = new Date('2026-01-01T00:00:00.000Z');
    for (const [id, name] of [
      [organizationId, 'Webhook contract'],
      [otherOrganizationId, 'Another organization'],
    ] as const) {
      await store.db
        .insert(organizations)
        .values({ id, name, createdAt: now, updatedAt: now })
        .onConflictDoNothing();
    }
  });
  afterAll(() => store?.close());

  const makeStore = async () => {
    // A database of this file's own, emptied for each case: the contract expects a store that holds nothing yet.
    await store.db.execute(sql`truncate webhooks cascade`);
    return sqlWebhookStore(store.db);
  };

  webhookStoreContract(makeStore);

  it("enqueues inside the caller's transaction, and nothing when it rolls back", async () => {
    const webhooks = await makeStore();
    const webhook = webhookRecord();
    await webhooks.insertWebhook(webhook);
    const event = deploymentEvent();
    const newId = sequentialIds('eeeeeeee');
    await expect(
      store.db.transaction(async (tx) => {
        const added = await sqlWebhookStore(tx).enqueue(deliveriesFor(event, [webhook], new Date(), newId));
        expect(added).toHaveLength(1);
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    expect(await webhooks.countDeliveries(webhook.id)).toBe(0);

    await store.db.transaction((tx) =>
      sqlWebhookStore(tx).enqueue(deliveriesFor(event, [webhook], new Date(), newId)),
    );
    expect(await webhooks.countDeliveries(webhook.id)).toBe(1);
  });

  it('skips deliveries of a webhook deleted meanwhile instead of failing', async () => {
    const webhooks = await makeStore();
    const webhook = webhookRecord();
    const newId = sequentialIds('eeeeeeef');
    expect(await webhooks.enqueue(deliveriesFor(deploymentEvent(), [webhook], new Date(), newId))).toEqual(
      [],
    );
  });
});
