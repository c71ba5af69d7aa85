import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Store } from '../db/database';
import { deploymentLogs, webhookDeliveries } from '../db/schema';
import { expectStatus } from '../testing/api';
import { settle } from '../testing/deployments';
import { freshPostgresDatabase, type PostgresTestDatabase, postgresServerUrl } from '../testing/postgres';
import { minimalRequests, servicesFixture } from '../testing/services';
import { type TestApp, testApp } from '../testing/testApp';
import { createPruner } from './pruner';
import { pruneTasks } from './tasks';

const DAY_MS = 24 * 60 * 60 * 1000;
const settings = { webhookDeliveryDays: 30, deploymentLogsPerService: 1 };

/** Two servers on one PostgreSQL database, each with its own connection pool, pruning at the same time. */
describe.skipIf(!postgresServerUrl())('the retention on a PostgreSQL server', () => {
  let database: PostgresTestDatabase;
  let stores: Store[];
  let t: TestApp;
  beforeAll(async () => {
    database = await freshPostgresDatabase();
    stores = [await database.open(), await database.open()];
    t = await testApp({ db: stores[0]!.db, config: { deploymentLogRetention: 1 } });
  });
  afterAll(async () => {
    await t?.close();
    for (const store of stores ?? []) await store.close();
    await database?.drop();
  });

  it('removes each row once when two servers prune side by side', async () => {
    const fixture = await servicesFixture(t);
    const { api, organizationId, environmentId } = fixture;
    const webhook = expectStatus(
      await api.post(`/organization/${organizationId}/webhook`, {
        target_url: 'http://127.0.0.1:9/hooks',
        events: ['DEPLOYMENT_SUCCEEDED'],
      }),
      201,
    );
    const createdAt = new Date(t.clock.now().getTime() - 40 * DAY_MS);
    await t.db.insert(webhookDeliveries).values(
      Array.from({ length: 1500 }, () => ({
        id: randomUUID(),
        webhookId: webhook.id as string,
        organizationId,
        eventId: randomUUID(),
        eventType: 'DEPLOYMENT_SUCCEEDED' as const,
        isTest: false,
        kind: 'STANDARD' as const,
        body: '{}',
        createdAt,
        status: 'SUCCEEDED' as const,
        attemptCount: 1,
      })),
    );
    const application = expectStatus(
      await api.post(`/environment/${environmentId}/application`, minimalRequests(fixture).application),
      201,
    );
    for (let time = 0; time < 6; time += 1) {
      expectStatus(await api.post(`/application/${application.id}/deploy`, {}), 202);
      await settle(t);
    }
    const history = expectStatus(await api.get(`/application/${application.id}/deploymentHistory`), 200);
    const [newest, ...older] = history.results.map((deployment: { id: string }) => deployment.id) as string[];
    const linesOf = async (ids: string[]) =>
      (
        await t.db
          .select({ lines: count() })
          .from(deploymentLogs)
          .where(inArray(deploymentLogs.deploymentId, ids))
      )[0]?.lines ?? 0;
    const olderLines = await linesOf(older);
    const newestLines = await linesOf([newest!]);

    const onError = vi.fn();
    const reports = await Promise.all(
      stores.map((store) =>
        createPruner({ tasks: pruneTasks(store.db, settings), clock: t.clock, onError }).prune(),
      ),
    );

    expect(onError).not.toHaveBeenCalled();
    const removed = (task: string) => reports.reduce((sum, report) => sum + (report[task] ?? 0), 0);
    expect(removed('webhook deliveries')).toBe(1500);
    expect(removed('deployment logs')).toBe(olderLines);
    // What is left are the deliveries of the deployments above, days younger than the retention.
    const left = await t.db
      .select({ createdAt: webhookDeliveries.createdAt })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, webhook.id));
    expect(left.filter((row) => row.createdAt <= createdAt)).toEqual([]);
    expect(await linesOf(older)).toBe(0);
    expect(await linesOf([newest!])).toBe(newestLines);
    for (const id of older) {
      expect(expectStatus(await api.get(`/deployment/${id}/log`), 200).removed_by_retention).toMatchObject({
        kept_deployments_per_service: 1,
      });
    }
  });
});
