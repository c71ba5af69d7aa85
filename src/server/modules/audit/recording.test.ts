import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventPruning } from '../../db/auditRetention';
import { auditEvents } from '../../db/schema';
import { apiClient, expectStatus, platformFixture } from '../../testing/api';
import { minimalRequests, servicesFixture } from '../../testing/services';
import { type TestApp, testApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const eventsOf = (organizationId: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.organizationId, organizationId))
    .orderBy(auditEvents.seq);

describe('recording', () => {
  it('records a project created, edited and deleted, with its diff and who made it', async () => {
    const org = await t.createOrganization();
    const api = apiClient(t, org.adminToken.value);
    const before = (await eventsOf(org.id)).length;
    const project = expectStatus(await api.post(`/organization/${org.id}/project`, { name: 'shop' }), 200);
    expectStatus(await api.put(`/project/${project.id}`, { name: 'store', description: 'x' }), 200);
    expectStatus(await api.delete(`/project/${project.id}`), 204);
    const events = (await eventsOf(org.id)).slice(before);
    expect(events.map((event) => [event.eventType, event.targetType, event.targetName])).toEqual([
      ['CREATE', 'PROJECT', 'shop'],
      ['UPDATE', 'PROJECT', 'store'],
      ['DELETE', 'PROJECT', 'store'],
    ]);
    expect(events[1]?.change).toEqual({
      name: { before: 'shop', after: 'store' },
      description: { before: '', after: 'x' },
    });
    expect(events[0]).toMatchObject({ origin: 'API', triggeredBy: expect.stringContaining('(API token)') });
  });

  it('records that a secret changed, never its value', async () => {
    const org = await t.createOrganization();
    const api = apiClient(t, org.adminToken.value);
    const project = expectStatus(await api.post(`/organization/${org.id}/project`, { name: 'vault' }), 200);
    const before = (await eventsOf(org.id)).length;
    const secret = expectStatus(
      await api.post(`/project/${project.id}/secret`, { key: 'API_KEY', value: 'hunter2-first' }),
      201,
    );
    expectStatus(
      await api.put(`/project/${project.id}/secret/${secret.id}`, {
        key: 'API_KEY',
        value: 'hunter2-second',
      }),
      200,
    );
    const events = (await eventsOf(org.id)).slice(before);
    expect(
      events.map((event) => [event.eventType, event.targetType, event.subTargetType, event.targetName]),
    ).toEqual([
      ['CREATE', 'PROJECT', 'SECRET', 'API_KEY'],
      ['UPDATE', 'PROJECT', 'SECRET', 'API_KEY'],
    ]);
    expect(events[1]?.change).toEqual({ sealed_value: 'changed' });
    expect(JSON.stringify(events)).not.toContain('hunter2');
  });

  it("records a built-in variable's change on the service that owns it, never its derived creation", async () => {
    const fixture = await servicesFixture(t);
    const { api, organizationId, environmentId } = fixture;
    const requests = minimalRequests(fixture);
    const before = (await eventsOf(organizationId)).length;
    const application = expectStatus(
      await api.post(`/environment/${environmentId}/application`, requests.application),
      201,
    );
    const database = expectStatus(
      await api.post(`/environment/${environmentId}/database`, requests.database),
      201,
    );
    // Reading the environment's variables stores the built-ins not stored yet (a database's password): no one's act.
    expectStatus(await api.get(`/application/${application.id}/environmentVariable`), 200);
    expectStatus(
      await api.put(`/database/${database.id}/masterCredentials`, { password: 'rotated-secret-1' }),
      200,
    );
    const builtIns = (await eventsOf(organizationId))
      .slice(before)
      .filter((event) => event.targetName.startsWith('PLATFORM_'));
    expect(
      builtIns.map((event) => [event.eventType, event.targetType, event.targetId, event.subTargetType]),
    ).toEqual([['UPDATE', 'DATABASE', database.id, 'SECRET']]);
    expect(builtIns[0]?.targetName).toMatch(/_PASSWORD$/);
    expect(JSON.stringify(builtIns)).not.toContain('rotated-secret-1');
  });

  it("records a project's deployment rules created, edited, reordered and deleted, and an environment's rule", async () => {
    const { api, organizationId, projectId, environmentId, clusterId } = await platformFixture(t);
    const timing = {
      auto_stop: true,
      timezone: 'Europe/Paris',
      start_time: '08:00',
      stop_time: '19:00',
      weekdays: ['MONDAY'],
    };
    const schedule = { ...timing, mode: 'DEVELOPMENT', cluster_id: clusterId };
    const before = (await eventsOf(organizationId)).length;
    const rules = `/project/${projectId}/deploymentRule`;
    const first = expectStatus(
      await api.post(rules, { ...schedule, name: 'features', wildcard: 'feat-*' }),
      201,
    );
    const second = expectStatus(
      await api.post(rules, { ...schedule, name: 'fixes', wildcard: 'fix-*' }),
      201,
    );
    expectStatus(
      await api.put(`${rules}/${first.id}`, { ...schedule, name: 'features', wildcard: 'f-*' }),
      200,
    );
    expectStatus(
      await api.put(`${rules}/order`, { project_deployment_rule_ids_in_order: [second.id, first.id] }),
      204,
    );
    expectStatus(await api.delete(`${rules}/${second.id}`), 204);
    const own = `/environment/${environmentId}/deploymentRule/${environmentId}`;
    expectStatus(await api.put(own, { ...timing, stop_time: '18:00' }), 200);
    const events = (await eventsOf(organizationId)).slice(before);
    expect(
      events.map((event) => [event.eventType, event.targetType, event.subTargetType, event.targetName]),
    ).toEqual([
      ['CREATE', 'PROJECT', 'DEPLOYMENT_RULE', 'features'],
      ['CREATE', 'PROJECT', 'DEPLOYMENT_RULE', 'fixes'],
      ['UPDATE', 'PROJECT', 'DEPLOYMENT_RULE', 'features'],
      // The new order: each rule that moved.
      ['UPDATE', 'PROJECT', 'DEPLOYMENT_RULE', 'features'],
      ['UPDATE', 'PROJECT', 'DEPLOYMENT_RULE', 'fixes'],
      ['DELETE', 'PROJECT', 'DEPLOYMENT_RULE', 'fixes'],
      // The rule after the deleted one moves up into its place.
      ['UPDATE', 'PROJECT', 'DEPLOYMENT_RULE', 'features'],
      ['CREATE', 'ENVIRONMENT', 'DEPLOYMENT_RULE', 'production'],
    ]);
    expect(events.slice(0, 7).every((event) => event.targetId === projectId)).toBe(true);
    expect(events[2]?.change).toEqual({ wildcard: { before: 'feat-*', after: 'f-*' } });
    expect(events[3]?.change).toEqual({ priority_index: { before: 0, after: 1 } });
    expect(events[7]).toMatchObject({ targetId: environmentId, projectId, environmentId, origin: 'API' });
    // When the schedule acts next is its own bookkeeping, not part of the change.
    expect(Object.keys(events[7]?.change ?? {})).not.toContain('next_transition_at');
  });

  it("records a refused sign-in in each of the person's organizations", async () => {
    const org = await t.createOrganization();
    const person = await t.createPerson([{ organizationId: org.id, role: 'VIEWER' }]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: person.email, password: 'wrong-password' },
    });
    expect(refused.statusCode).toBe(401);
    const [event] = (await eventsOf(org.id)).filter((row) => row.eventType === 'SIGN_IN_FAILED');
    expect(event).toMatchObject({
      targetId: person.userId,
      targetName: person.email,
      triggeredBy: person.email,
    });
    expect(JSON.stringify(event)).not.toContain('wrong-password');
  });

  it('prunes events past their retention in batches, keeping the recent ones', async () => {
    const org = await t.createOrganization();
    const api = apiClient(t, org.adminToken.value);
    for (const name of ['a', 'b', 'c']) {
      expectStatus(await api.post(`/organization/${org.id}/project`, { name }), 200);
    }
    const recorded = await eventsOf(org.id);
    const newest = Math.max(...recorded.map((event) => event.timestamp.getTime()));
    const prune = auditEventPruning(t.db, { days: 1, perBatch: 2 });
    // Two days on, every event is past its day; one batch takes two of them at most.
    const later = new Date(newest + 2 * 24 * 60 * 60 * 1000);
    let removed = 0;
    for (let batch = await prune(later); ; batch = await prune(later)) {
      expect(batch.removed).toBeLessThanOrEqual(2);
      removed += batch.removed;
      if (batch.done) break;
    }
    expect(removed).toBeGreaterThanOrEqual(recorded.length);
    expect(await eventsOf(org.id)).toEqual([]);
  });
});
