import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../db/schema';
import { LEASE_MS } from '../idempotency/store';
import { expectStatus } from '../testing/api';
import { settle } from '../testing/deployments';
import { useLoggedTestApp } from '../testing/queryLog';
import { authHeaders } from '../testing/seed';
import { minimalRequests, servicesFixture } from '../testing/services';

const logged = useLoggedTestApp();

/** The statement a request takes its key with, or learns who holds it: sent once each time it asks. */
const CLAIM = /^insert into "idempotency_keys"/;

/**
 * Resolves once the second request has asked for its key twice: the first time it was told that another run holds
 * it, so it waits for that run now.
 */
const waitingForTheOtherRun = () => logged.log.whenSent(CLAIM, 2);

/**
 * A deploy answered once with a key, whose row the test then puts back as under way: as if the first run were
 * still going (in this process or another), so what a second request with the key does can be watched. The
 * deployment it queued has ended, so a deploy run again queues one of its own (rather than join one waiting).
 */
async function deployUnderWay() {
  const { t } = logged;
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
  logged.log.clear();
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
    await waitingForTheOtherRun();
    expect(settled).toBe(false);
    await logged.t.db
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
    await waitingForTheOtherRun();
    await logged.t.db.delete(idempotencyKeys).where(row);
    const answer = await second;
    expect(answer.statusCode).toBe(202);
    expect(answer.headers['idempotent-replayed']).toBeUndefined();
    expect(answer.json().id).not.toBe(first.json().id);
    expect(await queueLength()).toBe(1);
  });

  it('takes the key over once the lease of a run that died has ended', async () => {
    const { first, send, queueLength } = await deployUnderWay();
    logged.t.clock.advance(LEASE_MS);
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
