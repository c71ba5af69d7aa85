import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../db/database';
import { webhookDeliveries, webhooks as webhookTable } from '../../db/schema';
import { createSecretBox } from '../../modules/secrets';
import { deliveriesFor } from '../matching';
import { sequentialIds, webhookRecord, deploymentEvent } from '../testing/harness';
import { webhookStoreContract } from '../testing/storeContract';
import { storeDatabases } from '../../testing/storeDatabases';
import { seedOrganizations } from '../testing/webhookStores';
import { sealStoredWebhookSecrets, sqlWebhookStore } from './sqlStore';

const box = createSecretBox(randomBytes(32), randomBytes);

describe.each(storeDatabases())('the SQL webhook store on $name', (database) => {
  let store: Store;

  beforeAll(async () => {
    store = await database.open();
    await seedOrganizations(store);
  });
  afterAll(() => store?.close());

  const makeStore = async () => {
    // A database of this file's own, emptied for each case: the contract expects a store that holds nothing yet.
    await store.db.execute(sql`truncate webhooks cascade`);
    return sqlWebhookStore(store.db, box);
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
        const added = await sqlWebhookStore(tx, box).enqueue(
          deliveriesFor(event, [webhook], new Date(), newId),
        );
        expect(added).toHaveLength(1);
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    expect(await webhooks.countDeliveries(webhook.id)).toBe(0);

    await store.db.transaction((tx) =>
      sqlWebhookStore(tx, box).enqueue(deliveriesFor(event, [webhook], new Date(), newId)),
    );
    expect(await webhooks.countDeliveries(webhook.id)).toBe(1);
  });

  it('keeps signing secrets sealed at rest, and seals those an older version stored in clear', async () => {
    const webhooks = await makeStore();
    const webhook = webhookRecord();
    await webhooks.insertWebhook(webhook);
    const stored = async () =>
      (await store.db.select().from(webhookTable).where(eq(webhookTable.id, webhook.id)))[0]?.secret;
    expect(webhook.secret).not.toBe('');
    expect(await stored()).not.toContain(webhook.secret);
    expect((await webhooks.getWebhook(webhook.organizationId, webhook.id))?.secret).toBe(webhook.secret);

    await store.db
      .update(webhookTable)
      .set({ secret: webhook.secret })
      .where(eq(webhookTable.id, webhook.id));
    expect((await webhooks.getWebhook(webhook.organizationId, webhook.id))?.secret).toBe(webhook.secret);
    expect(await sealStoredWebhookSecrets(store.db, box)).toBe(1);
    expect(await stored()).not.toContain(webhook.secret);
    expect(box.open((await stored()) ?? '')).toBe(webhook.secret);
    expect(await sealStoredWebhookSecrets(store.db, box)).toBe(0);
  });

  it('learns the place of the deliveries made before it kept one from their JSON bodies (the migration)', async () => {
    const webhooks = await makeStore();
    const standard = webhookRecord({ id: '0f000000-0000-4000-8000-0000000000c1' });
    const slack = webhookRecord({ id: '0f000000-0000-4000-8000-0000000000c2', kind: 'SLACK' });
    for (const webhook of [standard, slack]) await webhooks.insertWebhook(webhook);
    const newId = sequentialIds('eeeeeeed');
    const event = deploymentEvent('DEPLOYMENT_SUCCEEDED', { environment_type: 'STAGING' });
    await webhooks.enqueue(deliveriesFor(event, [standard, slack], new Date(), newId));
    await webhooks.enqueue(
      deliveriesFor({ ...deploymentEvent(), test: true }, [standard], new Date(), newId),
    );
    await store.db.update(webhookDeliveries).set({ projectId: null, environmentType: null });

    const migration = readFileSync(
      new URL('../../db/migrations/0014_webhook_delivery_reach.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').filter((part) => /UPDATE/.test(part));
    expect(backfill).toHaveLength(1);
    for (const statement of backfill) await store.db.execute(sql.raw(statement));
    const places = await store.db
      .select({
        webhookId: webhookDeliveries.webhookId,
        test: webhookDeliveries.isTest,
        projectId: webhookDeliveries.projectId,
        environmentType: webhookDeliveries.environmentType,
      })
      .from(webhookDeliveries);
    expect(places).toEqual(
      expect.arrayContaining([
        {
          webhookId: standard.id,
          test: false,
          projectId: event.payload.project_id,
          environmentType: 'STAGING',
        },
        { webhookId: slack.id, test: false, projectId: null, environmentType: null },
        { webhookId: standard.id, test: true, projectId: null, environmentType: null },
      ]),
    );
    expect(places).toHaveLength(3);
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
