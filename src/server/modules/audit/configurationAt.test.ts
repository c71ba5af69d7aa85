import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnvironmentConfigurationAt } from '../../../contract';
import { apiClient, expectStatus } from '../../testing/api';
import { minimalRequests, servicesFixture, type ServicesFixture } from '../../testing/services';
import { type TestApp, testApp } from '../../testing/testApp';

// An environment's configuration at a past moment, rebuilt from the audit log through the API: changes made at
// moments of the injected clock, then a moment between them asked for.
let t: TestApp;
let f: ServicesFixture;
let moment: string;
const ids: Record<'web' | 'api' | 'worker' | 'level' | 'token', string> = {
  web: '',
  api: '',
  worker: '',
  level: '',
  token: '',
};
const SECRET_BEFORE = 'first-s3cr3t-value';
const SECRET_AFTER = 'second-s3cr3t-value';
const MINUTE = 60_000;

const configurationAt = (at: string, api = f.api) =>
  api.get(`/environment/${f.environmentId}/configurationAt?timestamp=${encodeURIComponent(at)}`);

beforeAll(async () => {
  t = await testApp();
  f = await servicesFixture(t);
  const requests = minimalRequests(f);
  const create = async (kind: string, body: object) =>
    expectStatus(await f.api.post(`/environment/${f.environmentId}/${kind}`, body), 201).id as string;
  ids.web = await create('container', requests.container);
  ids.api = await create('application', requests.application);
  ids.level = expectStatus(
    await f.api.post(`/container/${ids.web}/environmentVariable`, { key: 'LOG_LEVEL', value: 'info' }),
    201,
  ).id;
  expectStatus(
    await f.api.post(`/application/${ids.api}/environmentVariable`, { key: 'API_MODE', value: 'blue' }),
    201,
  );
  ids.token = expectStatus(
    await f.api.post(`/container/${ids.web}/secret`, { key: 'TOKEN', value: SECRET_BEFORE }),
    201,
  ).id;
  t.clock.advance(MINUTE);
  moment = t.clock.now().toISOString();
  t.clock.advance(MINUTE);
  expectStatus(await f.api.put(`/container/${ids.web}`, { ...requests.container, tag: '1.28' }), 200);
  expectStatus(
    await f.api.put(`/container/${ids.web}/environmentVariable/${ids.level}`, {
      key: 'LOG_LEVEL',
      value: 'debug',
    }),
    200,
  );
  expectStatus(
    await f.api.put(`/container/${ids.web}/secret/${ids.token}`, { key: 'TOKEN', value: SECRET_AFTER }),
    200,
  );
  expectStatus(await f.api.delete(`/application/${ids.api}`), 204);
  ids.worker = await create('container', { ...requests.container, name: 'worker' });
  expectStatus(await f.api.put(`/environment/${f.environmentId}`, { name: 'live', mode: 'PRODUCTION' }), 200);
  t.clock.advance(MINUTE);
}, 60_000);
afterAll(() => t.close());

describe('GET /environment/{id}/configurationAt', () => {
  it('rebuilds each field as it was at the moment: edits undone, the deleted service back, the later one gone', async () => {
    const past: EnvironmentConfigurationAt = expectStatus(await configurationAt(moment), 200);
    expect(past).toMatchObject({ timestamp: moment, complete: true });
    expect(past.environment).toMatchObject({ id: f.environmentId, name: 'production', existed: true });
    expect(past.environment.fields).toMatchObject({ name: 'production', mode: 'PRODUCTION' });
    expect(past.services.map((service) => [service.name, service.kind])).toEqual([
      ['api', 'APPLICATION'],
      ['web', 'CONTAINER'],
    ]);
    const web = past.services.find((service) => service.id === ids.web);
    expect(web?.fields).toMatchObject({ name: 'web', 'config.tag': '1.27', 'config.image_name': 'nginx' });
    const api = past.services.find((service) => service.id === ids.api);
    expect(api?.fields).toMatchObject({ name: 'api' });
    // The deleted service's variable, removed with it and recorded so, comes back with it.
    expect([...past.variables].sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      {
        key: 'API_MODE',
        scope: 'APPLICATION',
        service_id: ids.api,
        secret: false,
        value: 'blue',
        secret_changed_since: false,
      },
      expect.objectContaining({ key: 'LOG_LEVEL', scope: 'CONTAINER', service_id: ids.web, value: 'info' }),
      expect.objectContaining({ key: 'TOKEN', secret: true, value: null, secret_changed_since: true }),
    ]);
  });

  it('answers what changed since the moment, per service and field', async () => {
    const { changes_since: changes } = expectStatus(
      await configurationAt(moment),
      200,
    ) as EnvironmentConfigurationAt;
    const byName = Object.fromEntries(changes.map((subject) => [subject.name, subject]));
    expect(byName.live).toMatchObject({ kind: 'ENVIRONMENT', change: 'CHANGED' });
    expect(byName.live?.fields).toContainEqual({
      field: 'name',
      change: 'CHANGED',
      before: 'production',
      after: 'live',
      secret: false,
    });
    expect(byName.web?.change).toBe('CHANGED');
    expect(byName.web?.fields).toEqual(
      expect.arrayContaining([
        { field: 'config.tag', change: 'CHANGED', before: '1.27', after: '1.28', secret: false },
        { field: 'variables.LOG_LEVEL', change: 'CHANGED', before: 'info', after: 'debug', secret: false },
        { field: 'variables.TOKEN', change: 'CHANGED', secret: true },
      ]),
    );
    expect(byName.api).toMatchObject({ id: ids.api, change: 'REMOVED' });
    expect(byName.worker).toMatchObject({ id: ids.worker, change: 'ADDED' });
  });

  it('never tells a secret value, nor its sealed form', async () => {
    for (const at of [moment, new Date(Date.parse(moment) + MINUTE / 2).toISOString()]) {
      const body = (await configurationAt(at)).body;
      expect(body).not.toContain(SECRET_BEFORE);
      expect(body).not.toContain(SECRET_AFTER);
      expect(body).not.toContain('sealed');
    }
  });

  it('answers the present, with nothing changed, at the current moment', async () => {
    const now: EnvironmentConfigurationAt = expectStatus(
      await configurationAt(t.clock.now().toISOString()),
      200,
    );
    expect(now.changes_since).toEqual([]);
    expect(now.services.map((service) => service.name)).toEqual(['web', 'worker']);
  });

  it('says the answer is not complete before the oldest event the log retains', async () => {
    const long = expectStatus(
      await configurationAt('2020-01-01T00:00:00.000Z'),
      200,
    ) as EnvironmentConfigurationAt;
    // The environment's creation is in the log: before it, the environment did not exist, and that is known.
    expect(long).toMatchObject({ complete: true, environment: { existed: false }, services: [] });
    expect(long.oldest_retained_event_at).not.toBeNull();
    // Without its creation (gone with retention), the log cannot tell what came before it.
    await t.db.execute(
      sql`delete from audit_events where environment_id = ${f.environmentId} and event_type = 'CREATE' and target_type = 'ENVIRONMENT'`,
    );
    const cut = expectStatus(
      await configurationAt('2020-01-01T00:00:00.000Z'),
      200,
    ) as EnvironmentConfigurationAt;
    expect(cut.complete).toBe(false);
  });

  it('answers 400 naming timestamp when it is not a date or in the future', async () => {
    for (const at of ['yesterday', new Date(t.clock.now().getTime() + MINUTE).toISOString()]) {
      const response = await configurationAt(at);
      expect(response.statusCode, at).toBe(400);
      expect(response.json().message).toContain('query.timestamp: ');
    }
  });

  it("is read with the environment's read rights: 403 without them, 404 from another organization", async () => {
    const role = expectStatus(
      await f.api.post(`/organization/${f.organizationId}/customRole`, { name: t.unique('nothing') }),
      201,
    );
    const outsider = apiClient(t, (await t.createToken(f.organizationId, 'READ', { roleId: role.id })).value);
    expect((await configurationAt(moment, outsider)).statusCode).toBe(403);
    const reader = apiClient(t, (await t.createToken(f.organizationId, 'READ')).value);
    expectStatus(await configurationAt(moment, reader), 200);
    const other = await t.createOrganization();
    expect((await configurationAt(moment, apiClient(t, other.adminToken.value))).statusCode).toBe(404);
  });
});
