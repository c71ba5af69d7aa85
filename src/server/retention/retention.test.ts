import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deploymentLogs, idempotencyKeys, webhookAttempts, webhookDeliveries, webhooks } from '../db/schema';
import { deploymentLogPruning } from '../engine/sql/retention';
import { type ApiClient, expectStatus } from '../testing/api';
import { settle } from '../testing/deployments';
import { minimalRequests, servicesFixture } from '../testing/services';
import { type TestApp, testApp } from '../testing/testApp';
import { KEY_LIFETIME_MS } from '../idempotency/store';
import { createPruner, DEFAULT_FIRST_PRUNE_DELAY_MS, DEFAULT_PRUNE_INTERVAL_MS } from './pruner';
import { pruneTasks } from './tasks';

const DAY_MS = 24 * 60 * 60 * 1000;
const KEPT = 2;
const RETENTION_DAYS = 30;

let t: TestApp;
beforeAll(async () => {
  t = await testApp({
    config: { deploymentLogRetention: KEPT, webhookDeliveryRetentionDays: RETENTION_DAYS },
  });
});
afterAll(() => t.close());

/** A webhook of a new organization, and deliveries written straight to its outbox. */
async function webhookWithDeliveries() {
  const fixture = await servicesFixture(t);
  const { api, organizationId } = fixture;
  const webhook = expectStatus(
    await api.post(`/organization/${organizationId}/webhook`, {
      target_url: 'http://127.0.0.1:9/hooks',
      events: ['DEPLOYMENT_SUCCEEDED'],
    }),
    201,
  );
  async function add(rows: number, ageMs: number, status: 'SUCCEEDED' | 'FAILED' | 'PENDING') {
    const createdAt = new Date(t.clock.now().getTime() - ageMs);
    const values = Array.from({ length: rows }, () => ({
      id: randomUUID(),
      webhookId: webhook.id as string,
      organizationId,
      eventId: randomUUID(),
      eventType: 'DEPLOYMENT_SUCCEEDED' as const,
      isTest: false,
      kind: 'STANDARD' as const,
      body: '{}',
      createdAt,
      status,
      attemptCount: status === 'PENDING' ? 0 : 1,
      nextAttemptAt: status === 'PENDING' ? createdAt : null,
    }));
    await t.db.insert(webhookDeliveries).values(values);
    if (status !== 'PENDING') {
      await t.db.insert(webhookAttempts).values(
        values.map((delivery) => ({
          deliveryId: delivery.id,
          attempt: 1,
          attemptedAt: createdAt,
          durationMs: 12,
          targetUrl: 'http://127.0.0.1:9/hooks',
          statusCode: status === 'SUCCEEDED' ? 200 : 500,
          responseBody: '',
          error: null,
          succeeded: status === 'SUCCEEDED',
        })),
      );
    }
    return values.map((delivery) => delivery.id);
  }
  const deliveryIds = async () =>
    (
      await t.db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.webhookId, webhook.id))
    ).map((row) => row.id);
  return { ...fixture, webhookId: webhook.id as string, add, deliveryIds };
}

async function linesOf(api: ApiClient, deploymentId: string) {
  return expectStatus(await api.get(`/deployment/${deploymentId}/log?tail=100000`), 200);
}

/** The service's deployments, oldest first. */
async function deploymentIdsOf(api: ApiClient, serviceId: string, kind = 'application'): Promise<string[]> {
  const history = expectStatus(await api.get(`/${kind}/${serviceId}/deploymentHistory`), 200);
  return history.results.map((deployment: { id: string }) => deployment.id).reverse();
}

async function storedLines(deploymentIds: string[]): Promise<number> {
  const [row] = await t.db
    .select({ lines: count() })
    .from(deploymentLogs)
    .where(inArray(deploymentLogs.deploymentId, deploymentIds));
  return row?.lines ?? 0;
}

/** An application of a new organization deployed `times` times, each to its end. */
async function deployedApplication(times: number) {
  const fixture = await servicesFixture(t);
  const { api, environmentId } = fixture;
  const application = expectStatus(
    await api.post(`/environment/${environmentId}/application`, {
      ...minimalRequests(fixture).application,
      name: t.unique('api'),
    }),
    201,
  );
  for (let time = 0; time < times; time += 1) {
    expectStatus(await api.post(`/application/${application.id}/deploy`, {}), 202);
    await settle(t);
  }
  return { ...fixture, applicationId: application.id as string };
}

describe('the webhook delivery retention', () => {
  it('removes finished deliveries older than the retention with their attempts, in batches, and keeps the rest', async () => {
    const { api, organizationId, webhookId, add, deliveryIds } = await webhookWithDeliveries();
    // More than one batch of each status, just past the retention.
    const old = [
      ...(await add(700, RETENTION_DAYS * DAY_MS + 60_000, 'SUCCEEDED')),
      ...(await add(600, (RETENTION_DAYS + 90) * DAY_MS, 'FAILED')),
    ];
    const young = await add(3, RETENTION_DAYS * DAY_MS - 60_000, 'SUCCEEDED');
    // Still on its way, however old: it goes once it ends.
    const pending = await add(1, (RETENTION_DAYS + 5) * DAY_MS, 'PENDING');

    const yields = vi.fn(async () => {});
    const onError = vi.fn();
    const pruner = createPruner({
      tasks: pruneTasks(t.db, { webhookDeliveryDays: RETENTION_DAYS, deploymentLogsPerService: KEPT }),
      clock: t.clock,
      yieldBeforeBatch: yields,
      onError,
    });
    const report = await pruner.prune();

    expect(onError).not.toHaveBeenCalled();
    expect(report['webhook deliveries']).toBe(old.length);
    // 1300 deliveries take three batches of 500, then the deployment logs' first.
    expect(yields.mock.calls.length).toBeGreaterThanOrEqual(4);
    expect((await deliveryIds()).sort()).toEqual([...young, ...pending].sort());
    const attemptsLeft = await t.db
      .select({ deliveryId: webhookAttempts.deliveryId })
      .from(webhookAttempts)
      .where(inArray(webhookAttempts.deliveryId, old.slice(0, 1000)));
    expect(attemptsLeft).toEqual([]);

    const log = expectStatus(
      await api.get(`/organization/${organizationId}/webhook/${webhookId}/event`),
      200,
    );
    expect(log.results.map((entry: { id: string }) => entry.id).sort()).toEqual(
      [...young, ...pending].sort(),
    );
    // The webhook itself stays.
    expect(await t.db.select().from(webhooks).where(eq(webhooks.id, webhookId))).toHaveLength(1);

    expect((await pruner.prune())['webhook deliveries']).toBe(0);
  });
});

describe('the deployment log retention', () => {
  it('keeps the lines of the last finished deployments of each service, never a running one, and says what it removed', async () => {
    const { api, applicationId, environmentId } = await deployedApplication(4);
    const database = expectStatus(
      await api.post(`/environment/${environmentId}/database`, {
        name: t.unique('db'),
        type: 'POSTGRESQL',
        version: '16',
      }),
      201,
    );
    expectStatus(await api.post(`/database/${database.id}/deploy`), 202);
    await settle(t);
    // A fifth deployment, under way while the pruner passes.
    expectStatus(await api.post(`/application/${applicationId}/deploy`, {}), 202);
    await t.advance(4000);

    const ids = await deploymentIdsOf(api, applicationId);
    expect(ids).toHaveLength(5);
    const [first, second, third, fourth, running] = ids as [string, string, string, string, string];
    const before = new Map(await Promise.all(ids.map(async (id) => [id, await linesOf(api, id)] as const)));
    for (const id of ids) expect(before.get(id)?.results.length).toBeGreaterThan(0);
    // The oldest deployment holds more lines than one batch deletes.
    const [sample] = await t.db.select().from(deploymentLogs).where(eq(deploymentLogs.deploymentId, first));
    if (!sample) throw new Error('The first deployment wrote no lines');
    await t.db.insert(deploymentLogs).values(
      Array.from({ length: 1200 }, (_, index) => ({
        ...sample,
        id: randomUUID(),
        written: undefined,
        message: `replayed line ${index}`,
      })),
    );
    const [databaseDeployment] = await deploymentIdsOf(api, database.id, 'database');
    const databaseLines = await linesOf(api, databaseDeployment!);

    const report = await t.workers.pruner.prune();
    expect(report['deployment logs']).toBeGreaterThanOrEqual(1200);

    expect(await storedLines([first, second])).toBe(0);
    for (const id of [first, second]) {
      expect(await linesOf(api, id)).toEqual({
        results: [],
        removed_by_retention: {
          removed_at: t.clock.now().toISOString(),
          kept_deployments_per_service: KEPT,
        },
      });
    }
    // The last two finished deployments, the one under way and the database's only one keep every line.
    for (const id of [third, fourth, running]) expect(await linesOf(api, id)).toEqual(before.get(id));
    expect(await linesOf(api, databaseDeployment!)).toEqual(databaseLines);

    // The deployments stay in the history, with their steps.
    const history = expectStatus(await api.get(`/application/${applicationId}/deploymentHistory`), 200);
    expect(history.results).toHaveLength(5);
    const oldest = expectStatus(await api.get(`/deployment/${first}`), 200);
    expect(oldest).toMatchObject({ id: first, state: 'DEPLOYED' });

    // Once the fifth ends, the third is past the last two.
    await settle(t);
    const lines = (await linesOf(api, running)).results.length;
    await t.workers.pruner.prune();
    expect((await linesOf(api, third)).results).toEqual([]);
    expect((await linesOf(api, running)).results).toHaveLength(lines);
    expect(await linesOf(api, fourth)).toEqual(before.get(fourth));
    // The service's own log is its latest deployment's, which the retention keeps.
    expect(
      expectStatus(await api.get(`/application/${applicationId}/log?tail=100000`), 200).results,
    ).toHaveLength(lines);
  });

  it('removes lines a batch at a time and marks deployments only once their last line is gone', async () => {
    const { api, applicationId } = await deployedApplication(3);
    const [first, second, third] = (await deploymentIdsOf(api, applicationId)) as [string, string, string];
    const firstLines = await storedLines([first]);
    const prune = deploymentLogPruning(t.db, { keepPerService: 1, linesPerBatch: 5, deploymentsPerBatch: 1 });

    // Earlier tests' deployments are past the last one of their services too: they go first, being older.
    let batches = 0;
    while (batches < 10_000) {
      batches += 1;
      const batch = await prune(t.clock.now());
      const firstLeft = await storedLines([first]);
      const marked = 'removed_by_retention' in (await linesOf(api, first));
      // Never marked while a line of it is left.
      if (marked) expect(firstLeft).toBe(0);
      if (batch.done) break;
    }
    expect(batches).toBeGreaterThan(Math.ceil(firstLines / 5));
    expect(await storedLines([first, second])).toBe(0);
    expect(await storedLines([third])).toBeGreaterThan(0);
    expect('removed_by_retention' in (await linesOf(api, third))).toBe(false);
  });

  it('is harmless when two servers prune the same database at once', async () => {
    const { api, applicationId } = await deployedApplication(4);
    const ids = await deploymentIdsOf(api, applicationId);
    const onError = vi.fn();
    const pruners = [1, 2].map(() =>
      createPruner({
        tasks: pruneTasks(t.db, { webhookDeliveryDays: RETENTION_DAYS, deploymentLogsPerService: KEPT }),
        clock: t.clock,
        onError,
      }),
    );
    await Promise.all(pruners.map((pruner) => pruner.prune()));
    expect(onError).not.toHaveBeenCalled();
    expect(await storedLines(ids.slice(0, 2))).toBe(0);
    for (const id of ids.slice(2)) expect(await storedLines([id])).toBeGreaterThan(0);
  });
});

describe('the idempotency key retention', () => {
  it('removes keys past their 24 hours in batches and keeps younger ones', async () => {
    const owner = `api_token:${randomUUID()}`;
    const at = (ageMs: number) => new Date(t.clock.now().getTime() - ageMs);
    const row = (key: string, createdAt: Date) => ({
      owner,
      key,
      requestHash: 'hash',
      leaseId: randomUUID(),
      leaseExpiresAt: createdAt,
      responseStatus: 201,
      responseBody: '{}',
      createdAt,
    });
    await t.db
      .insert(idempotencyKeys)
      .values([
        ...Array.from({ length: 1_200 }, (_, index) => row(`old-${index}`, at(KEY_LIFETIME_MS + 1))),
        row('young', at(KEY_LIFETIME_MS - 60_000)),
      ]);
    const task = pruneTasks(t.db, { webhookDeliveryDays: 30, deploymentLogsPerService: KEPT }).find(
      (candidate) => candidate.name === 'idempotency keys',
    );
    const removed: number[] = [];
    for (let batch = await task!.pruneBatch(t.clock.now()); ; batch = await task!.pruneBatch(t.clock.now())) {
      removed.push(batch.removed);
      if (batch.done) break;
    }
    expect(removed).toEqual([500, 500, 200]);
    const left = await t.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.owner, owner));
    expect(left).toEqual([{ key: 'young' }]);
  });
});

describe('the server', () => {
  it('prunes shortly after it starts, then every ten minutes', async () => {
    const { api, applicationId } = await deployedApplication(3);
    const [first] = await deploymentIdsOf(api, applicationId);
    expect(t.timers.delays()).toContain(DEFAULT_FIRST_PRUNE_DELAY_MS);
    expect(await storedLines([first!])).toBeGreaterThan(0);

    t.timers.fire(DEFAULT_FIRST_PRUNE_DELAY_MS);
    await t.timers.whenSet(DEFAULT_PRUNE_INTERVAL_MS);
    expect(await storedLines([first!])).toBe(0);
  });
});
