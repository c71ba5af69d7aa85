import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { openStore } from './db/connection';
import type { Store } from './db/database';
import { systemRuntime } from './runtime';
import { apiClient, expectStatus } from './testing/api';
import { type ManualClock, manualClock } from './testing/clock';
import { servicesFixture, minimalRequests } from './testing/services';
import { authHeaders, seeder } from './testing/seed';
import { testConfig, type TestApp } from './testing/testApp';
import { manualTimers } from './testing/timers';
import { receiverPool } from './webhooks/testing/receiver';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/**
 * A data folder created and migrated once: each test starts from a copy of it, as a server restarted over its
 * folder does, rather than running initdb and every migration inside its own time.
 */
let migratedFolder: string;
beforeAll(async () => {
  migratedFolder = mkdtempSync(join(tmpdir(), 'platform-restart-template-'));
  folders.push(migratedFolder);
  const store = await openStore({ kind: 'pglite', dataDir: migratedFolder });
  await store.close();
});

/** A data folder of its own for a test, already migrated. */
function migratedDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-restart-'));
  folders.push(dataDir);
  cpSync(migratedFolder, dataDir, { recursive: true });
  return dataDir;
}
const receivers = receiverPool();
afterEach(() => receivers.closeAll());

/** The server's process over a data folder: its database and app, on a clock that outlives it. */
async function start(dataDir: string, clock: ManualClock): Promise<TestApp> {
  const store: Store = await openStore({ kind: 'pglite', dataDir });
  const runtime = { ...systemRuntime, clock };
  const timers = manualTimers();
  const app = await createApp({ config: testConfig, db: store.db, runtime, timers });
  await app.ready();
  const { workers } = app;
  return {
    app,
    db: store.db,
    runtime,
    clock,
    workers,
    timers,
    ...seeder(store.db, runtime),
    async advance(milliseconds) {
      await workers.engine.runDue();
      clock.advance(milliseconds);
      await workers.engine.runDue();
      await workers.webhooks.runDue();
    },
    /** Stops the process: the app waits for no deployment to end, and the database is closed under it. */
    async close() {
      await app.close();
      await store.close();
    },
  };
}

/**
 * The first process over a migrated folder of its own, on a clock that outlives it, with an organization whose
 * environment holds one application.
 */
async function firstProcessWithApplication() {
  const dataDir = migratedDataDir();
  const clock = manualClock();
  const first = await start(dataDir, clock);
  const fixture = await servicesFixture(first);
  const application = expectStatus(
    await fixture.api.post(
      `/environment/${fixture.environmentId}/application`,
      minimalRequests(fixture).application,
    ),
    201,
  );
  return { dataDir, clock, first, fixture, applicationId: application.id as string };
}

/** The process started again over the first one's folder and clock, with an admin client of the organization. */
async function restart(dataDir: string, clock: ManualClock, organizationId: string) {
  const second = await start(dataDir, clock);
  const api = apiClient(second, (await second.createToken(organizationId, 'ADMIN')).value);
  return { second, api };
}

/** An application deployed with a webhook listening, stopped mid-build by the process closing. */
async function deployingApplication() {
  const { dataDir, clock, first, fixture, applicationId } = await firstProcessWithApplication();
  const { api, organizationId } = fixture;
  const receiver = await receivers.up();
  expectStatus(
    await api.post(`/organization/${organizationId}/webhook`, {
      target_url: receiver.url,
      events: ['DEPLOYMENT_STARTED', 'DEPLOYMENT_SUCCEEDED', 'DEPLOYMENT_FAILED'],
    }),
    201,
  );
  expectStatus(await api.post(`/application/${applicationId}/deploy`), 202);
  await first.advance(6000);
  const status = expectStatus(await api.get(`/application/${applicationId}/status`), 200);
  expect(status.state).toBe('BUILDING');
  await first.close();
  return { dataDir, clock, applicationId, receiver, organizationId };
}

describe('a restart of the platform', () => {
  it('resumes a deployment under way where it was, and announces each event once', async () => {
    const before = await deployingApplication();

    before.clock.advance(30_000);
    const { second, api } = await restart(before.dataDir, before.clock, before.organizationId);
    await second.advance(60_000);
    const status = expectStatus(await api.get(`/application/${before.applicationId}/status`), 200);
    expect(status).toMatchObject({ state: 'DEPLOYED', service_deployment_status: 'UP_TO_DATE' });
    const lines = expectStatus(await api.get(`/application/${before.applicationId}/log`), 200).results;
    expect(lines.filter((line: { level: string }) => line.level === 'WARNING')).toMatchObject([
      { step: 'BUILD', message: 'Resumed after a platform restart' },
    ]);
    const events = before.receiver.received.map((request) => JSON.parse(request.body).event_type);
    expect(events).toEqual(['DEPLOYMENT_STARTED', 'DEPLOYMENT_SUCCEEDED']);
    await second.close();
  });

  it('ends a step that was down longer than its time limit in error, saying why', async () => {
    const before = await deployingApplication();

    before.clock.advance(2 * 60 * 60_000);
    const { second, api } = await restart(before.dataDir, before.clock, before.organizationId);
    await second.advance(1000);
    const status = expectStatus(await api.get(`/application/${before.applicationId}/status`), 200);
    expect(status).toMatchObject({ state: 'BUILD_ERROR', service_deployment_status: 'NEVER_DEPLOYED' });
    const [last] = expectStatus(
      await api.get(`/application/${before.applicationId}/log?tail=1`),
      200,
    ).results;
    expect(last).toMatchObject({
      level: 'ERROR',
      step: 'BUILD',
      message:
        "BUILD interrupted by a platform restart: the platform was down longer than the step's time limit (30m)",
    });
    const events = before.receiver.received.map((request) => JSON.parse(request.body).event_type);
    expect(events).toEqual(['DEPLOYMENT_STARTED', 'DEPLOYMENT_FAILED']);
    await second.close();
  });

  it('starts after a deploy asked by an id in capitals, which deploys the service it names', async () => {
    const { dataDir, clock, first, fixture, applicationId } = await firstProcessWithApplication();
    const shouted = applicationId.toUpperCase();
    const accepted = expectStatus(await fixture.api.post(`/application/${shouted}/deploy`, {}), 202);
    expect(accepted.application_id).toBe(applicationId);
    await first.advance(1000);
    await first.close();

    const { second, api } = await restart(dataDir, clock, fixture.organizationId);
    await second.advance(60_000);
    const status = expectStatus(await api.get(`/application/${shouted}/status`), 200);
    expect(status).toMatchObject({ id: applicationId, state: 'DEPLOYED' });
    const queue = expectStatus(await api.get(`/environment/${fixture.environmentId}/deploymentQueue`), 200);
    expect(queue.results).toEqual([]);
    await second.close();
  });

  it('answers a deploy sent again with its Idempotency-Key as the first time, without deploying twice', async () => {
    const { dataDir, clock, first, fixture, applicationId } = await firstProcessWithApplication();
    const token = (await first.createToken(fixture.organizationId, 'DEPLOY')).value;
    const deploy = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: `/api/application/${applicationId}/deploy`,
        headers: { ...authHeaders.token(token), 'idempotency-key': 'deploy-before-restart' },
        payload: {},
      });
    const answered = await deploy(first);
    expectStatus(answered, 202);
    await first.close();

    const second = await start(dataDir, clock);
    const replayed = await deploy(second);
    expect(replayed.statusCode).toBe(202);
    expect(replayed.body).toBe(answered.body);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    await second.advance(120_000);
    const api = apiClient(second, token);
    const history = expectStatus(await api.get(`/application/${applicationId}/deploymentHistory`), 200);
    expect(history.results).toHaveLength(1);
    await second.close();
  });
});
