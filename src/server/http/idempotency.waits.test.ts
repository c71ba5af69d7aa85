import { and, eq } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema';
import { LEASE_MS } from '../idempotency/store';
import { expectStatus } from '../testing/api';
import { settle } from '../testing/deployments';
import { authHeaders } from '../testing/seed';
import { minimalRequests, servicesFixture } from '../testing/services';
import { type TestApp, testApp } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/**
 * A deploy answered once with a key, whose row the test then puts back as under way: as if the first run were
 * still going (in this process or another), so what a second request with the key does can be watched. The
 * deployment it queued has ended, so a deploy run again queues one of its own (rather than join one waiting).
 */
async function deployUnderWay() {
  const fixture = await servicesFixture(t);
  const created = await fixture.api.post(
    `/environment/${fixture.environmentId}/application`,
    minimalRequests(fixture).application,
  );
  const token = await t.createToken(fixture.organizationId, 'ADMIN');
  const send = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/application/${expectStatus(created, 201).id}/deploy`,
      headers: { ...authHeaders.token(token.value), 'idempotency-key': 'slow-deploy' },
      payload: {},
    });
  const first = await send();
  expectStatus(first, 202);
  await settle(t);
  const row = and(eq(idempotencyKeys.owner, `api_token:${token.id}`), eq(idempotencyKeys.key, 'slow-deploy'));
  const [saved] = await t.db.select().from(idempotencyKeys).where(row);
  if (!saved) throw new Error('The first deploy kept no answer');
  await t.db
    .update(idempotencyKeys)
    .set({
      responseStatus: null,
      responseBody: null,
      leaseId: t.runtime.newId(),
      leaseExpiresAt: new Date(t.clock.now().getTime() + LEASE_MS),
    })
    .where(row);
  const queueLength = async () =>
    expectStatus(await fixture.api.get(`/environment/${fixture.environmentId}/deploymentQueue`), 200).results
      .length;
  return { first, saved, row, send, queueLength };
}

describe('a request whose key another run holds', () => {
  it('waits for that run to answer, then answers the same', async () => {
    const { first, saved, row, send, queueLength } = await deployUnderWay();
    let settled = false;
    const second = send().finally(() => {
      settled = true;
    });
    await sleep(200);
    expect(settled).toBe(false);
    await t.db
      .update(idempotencyKeys)
      .set({ responseStatus: saved.responseStatus, responseBody: saved.responseBody })
      .where(row);
    const answer = await second;
    expect(answer.statusCode).toBe(202);
    expect(answer.body).toBe(first.body);
    expect(answer.headers['idempotent-replayed']).toBe('true');
    expect(await queueLength()).toBe(0);
  });

  it('runs itself when that run let the key go without an answer (a fault of the server)', async () => {
    const { first, row, send, queueLength } = await deployUnderWay();
    const second = send();
    await sleep(100);
    await t.db.delete(idempotencyKeys).where(row);
    const answer = await second;
    expect(answer.statusCode).toBe(202);
    expect(answer.headers['idempotent-replayed']).toBeUndefined();
    expect(answer.json().id).not.toBe(first.json().id);
    expect(await queueLength()).toBe(1);
  });

  it('takes the key over once the lease of a run that died has ended', async () => {
    const { first, send, queueLength } = await deployUnderWay();
    t.clock.advance(LEASE_MS);
    const answer = await send();
    expect(answer.statusCode).toBe(202);
    expect(answer.headers['idempotent-replayed']).toBeUndefined();
    expect(answer.json().id).not.toBe(first.json().id);
    const replayed = await send();
    expect(replayed.body).toBe(answer.body);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(await queueLength()).toBe(1);
  });
});
