import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../../db/database';
import { auditEvents, deploymentRequests } from '../../../db/schema';
import { createSecretBox } from '../../secrets';
import { serviceDirectory } from '../../deployments';
import { expectStatus } from '../../../testing/api';
import { minimalRequests, servicesFixture } from '../../../testing/services';
import { storeDatabases } from '../../../testing/storeDatabases';
import { type TestApp, testApp } from '../../../testing/testApp';
import { engineQueue, SCHEDULE_TRIGGER } from './engineQueue';
import { createScheduleRunner } from './runner';

// Wednesday 2026-01-14, 06:00 UTC: 07:00 in Paris, an hour before the office schedule starts the environment.
const WEDNESDAY_MORNING = new Date('2026-01-14T06:00:00Z');
const HOUR = 60 * 60 * 1000;

const office = {
  auto_stop: true,
  timezone: 'Europe/Paris',
  start_time: '08:00',
  stop_time: '19:00',
  weekdays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
};

describe.each(storeDatabases())('schedules on $name', (database) => {
  let store: Store;
  let t: TestApp;
  beforeAll(async () => {
    store = await database.open();
    t = await testApp({ db: store.db, clockStart: WEDNESDAY_MORNING });
  });
  afterAll(async () => {
    await t.close();
    await store.close();
  });

  /** Another API process on the same database: a scheduler of its own, on the same clock. */
  const process = () =>
    createScheduleRunner({
      db: t.db,
      runtime: t.runtime,
      queue: engineQueue(
        serviceDirectory(t.db, {
          runtime: t.runtime,
          secrets: createSecretBox(randomBytes(32), randomBytes),
        }),
        { publishEvents: () => Promise.resolve(), removeServices: () => Promise.resolve() },
        t.runtime,
      ),
    });

  /** An environment with a container, on the office schedule set now. */
  async function scheduledEnvironment() {
    t.clock.set(WEDNESDAY_MORNING);
    const fixture = await servicesFixture(t);
    const { api, environmentId } = fixture;
    expectStatus(
      await api.post(`/environment/${environmentId}/container`, minimalRequests(fixture).container),
      201,
    );
    const rule = `/environment/${environmentId}/deploymentRule`;
    expectStatus(await api.put(`${rule}/${environmentId}`, office), 200);
    const scheduled = () =>
      t.db
        .select({
          action: deploymentRequests.action,
          origin: deploymentRequests.origin,
          by: deploymentRequests.triggeredBy,
        })
        .from(deploymentRequests)
        .where(eq(deploymentRequests.environmentId, environmentId))
        .orderBy(asc(deploymentRequests.createdAt));
    const [{ seq: ruleSaved } = { seq: 0 }] = await t.db
      .select({ seq: auditEvents.seq })
      .from(auditEvents)
      .where(eq(auditEvents.environmentId, environmentId))
      .orderBy(desc(auditEvents.seq))
      .limit(1);
    /** What the audit log holds of the environment since its rule was saved. */
    const recorded = () =>
      t.db
        .select({ type: auditEvents.eventType, origin: auditEvents.origin, by: auditEvents.triggeredBy })
        .from(auditEvents)
        .where(and(eq(auditEvents.environmentId, environmentId), gt(auditEvents.seq, ruleSaved)))
        .orderBy(asc(auditEvents.seq));
    return { ...fixture, scheduled, recorded };
  }

  it('applies each transition once with two processes passing at once, through the engine', async () => {
    const { api, environmentId, scheduled, recorded } = await scheduledEnvironment();
    const [first, second] = [process(), process()];
    await Promise.all([first.runDue(), second.runDue()]);
    expect(await scheduled()).toEqual([]);

    t.clock.set(new Date('2026-01-14T07:00:00Z'));
    const next = await Promise.all([first.runDue(), second.runDue()]);
    expect(next).toEqual([new Date('2026-01-14T18:00:00Z'), new Date('2026-01-14T18:00:00Z')]);
    expect(await scheduled()).toEqual([
      { action: 'DEPLOY', origin: 'PLATFORM_INTERNAL', by: SCHEDULE_TRIGGER },
    ]);
    await t.advance(10 * 60 * 1000);

    t.clock.set(new Date('2026-01-14T18:00:30Z'));
    await Promise.all([second.runDue(), first.runDue(), first.runDue()]);
    expect((await scheduled()).map((request) => request.action)).toEqual(['DEPLOY', 'STOP']);
    await t.advance(10 * 60 * 1000);
    expect(expectStatus(await api.get(`/environment/${environmentId}/status`), 200).state).toBe('STOPPED');
    // The schedule's starts and stops are the platform's own; its claims on the rule are bookkeeping.
    expect(await recorded()).toEqual([
      { type: 'TRIGGER_DEPLOY', origin: 'PLATFORM_INTERNAL', by: SCHEDULE_TRIGGER },
      { type: 'TRIGGER_STOP', origin: 'PLATFORM_INTERNAL', by: SCHEDULE_TRIGGER },
    ]);
  });

  it('applies only the latest transition missed while no process ran, once, after a restart', async () => {
    const { scheduled } = await scheduledEnvironment();
    // Down from Wednesday 07:00 to Thursday 13:00 (Paris): Wednesday's start and stop and Thursday's start missed.
    t.clock.set(new Date(WEDNESDAY_MORNING.getTime() + 30 * HOUR));
    const restarted = process();
    await restarted.runDue();
    await restarted.runDue();
    await process().runDue();
    expect((await scheduled()).map((request) => request.action)).toEqual(['DEPLOY']);
  });

  it('leaves an environment whose rule has auto stop off alone', async () => {
    const { api, environmentId, scheduled } = await scheduledEnvironment();
    const rule = `/environment/${environmentId}/deploymentRule`;
    expectStatus(await api.put(`${rule}/${environmentId}`, { ...office, auto_stop: false }), 200);
    t.clock.set(new Date(WEDNESDAY_MORNING.getTime() + 48 * HOUR));
    await process().runDue();
    expect(await scheduled()).toEqual([]);
  });
});
