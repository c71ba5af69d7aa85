import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema';
import { apiClient, expectStatus, signedInPerson } from '../../testing/api';
import { settle } from '../../testing/deployments';
import { minimalRequests, servicesFixture } from '../../testing/services';
import { type TestApp, testApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const errorOf = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  body: response.json() as { message: string },
});

async function databaseFixture(request: Record<string, unknown> = {}) {
  const f = await servicesFixture(t);
  const database = expectStatus(
    await f.api.post(`/environment/${f.environmentId}/database`, {
      ...minimalRequests(f).database,
      ...request,
    }),
    201,
  );
  return { ...f, databaseId: database.id as string, host: database.host as string };
}

const readingsOf = async (organizationId: string) =>
  (await t.db.select().from(auditEvents).where(eq(auditEvents.organizationId, organizationId))).filter(
    (event) => event.eventType === 'EXPORT',
  );

describe('a database’s master credentials', () => {
  it('answers host, port, login and the password made at creation, the same each time', async () => {
    const f = await databaseFixture();
    const first = expectStatus(await f.api.get(`/database/${f.databaseId}/masterCredentials`), 200);
    expect(first).toEqual({
      host: f.host,
      port: 5432,
      login: 'superuser',
      password: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
    });
    const again = expectStatus(await f.api.get(`/database/${f.databaseId}/masterCredentials`), 200);
    expect(again.password).toBe(first.password);
  });

  it('records each reading with who read which database, never the password', async () => {
    const f = await databaseFixture();
    const credentials = expectStatus(await f.api.get(`/database/${f.databaseId}/masterCredentials`), 200);
    const readings = await readingsOf(f.organizationId);
    expect(readings).toHaveLength(1);
    expect(readings[0]).toMatchObject({
      targetId: f.databaseId,
      targetName: 'db',
      targetType: 'DATABASE',
      subTargetType: 'MASTER_CREDENTIALS',
      origin: 'API',
      triggeredBy: expect.stringContaining('(API token)'),
      projectId: f.projectId,
      environmentId: f.environmentId,
      change: null,
    });
    expect(readings[0]?.timestamp.toISOString()).toBe(t.runtime.clock.now().toISOString());
    expect(JSON.stringify(readings)).not.toContain(credentials.password);
    // The log answers it with the public API's names.
    const listed = expectStatus(
      await f.api.get(`/organization/${f.organizationId}/events?event-type=EXPORT`),
      200,
    );
    expect(listed.events).toEqual([
      expect.objectContaining({ event_type: 'EXPORT', sub_target_type: 'MASTER_CREDENTIALS' }),
    ]);
  });

  it('refuses a viewer (403) and records nothing; a developer reads them', async () => {
    const f = await databaseFixture();
    const viewer = await signedInPerson(t, [{ organizationId: f.organizationId, role: 'VIEWER' }]);
    const refused = errorOf(await viewer.get(`/database/${f.databaseId}/masterCredentials`));
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toMatch(/password"/);
    expect(await readingsOf(f.organizationId)).toHaveLength(0);
    // The viewer still sees the versions, which are no secret.
    expectStatus(await viewer.get(`/database/${f.databaseId}/version`), 200);
    const devops = await signedInPerson(t, [{ organizationId: f.organizationId, role: 'DEVELOPER' }]);
    const read = expectStatus(await devops.get(`/database/${f.databaseId}/masterCredentials`), 200);
    expect(read.login).toBe('superuser');
    const [reading] = await readingsOf(f.organizationId);
    expect(reading).toMatchObject({ origin: 'CONSOLE', triggeredBy: devops.person.name });
  });

  it('answers 404 to another organization, and for a service that is not a database', async () => {
    const f = await databaseFixture();
    const other = await t.createOrganization();
    const stranger = apiClient(t, other.adminToken.value);
    for (const path of ['masterCredentials', 'version']) {
      expect(errorOf(await stranger.get(`/database/${f.databaseId}/${path}`)).status).toBe(404);
    }
    expect(errorOf(await stranger.put(`/database/${f.databaseId}/masterCredentials`, {})).status).toBe(404);
    const app = expectStatus(
      await f.api.post(`/environment/${f.environmentId}/application`, minimalRequests(f).application),
      201,
    );
    expect(errorOf(await f.api.get(`/database/${app.id}/masterCredentials`)).status).toBe(404);
    expect(await readingsOf(other.id)).toHaveLength(0);
  });

  it('gives a database stored without a password one on its first reading', async () => {
    const f = await databaseFixture();
    const { variables } = await import('../../db/schema');
    await t.db.delete(variables).where(eq(variables.serviceId, f.databaseId));
    const read = expectStatus(await f.api.get(`/database/${f.databaseId}/masterCredentials`), 200);
    expect(read.password).toHaveLength(32);
    const again = expectStatus(await f.api.get(`/database/${f.databaseId}/masterCredentials`), 200);
    expect(again.password).toBe(read.password);
  });
});

describe('rotating the master password', () => {
  const status = async (f: Awaited<ReturnType<typeof databaseFixture>>) =>
    expectStatus(await f.api.get(`/database/${f.databaseId}/status`), 200).service_deployment_status;

  it('changes the password, reaches the built-ins, and says the database needs a redeploy', async () => {
    const f = await databaseFixture();
    expectStatus(await f.api.post(`/database/${f.databaseId}/deploy`), 202);
    await settle(t);
    expect(await status(f)).toBe('UP_TO_DATE');
    const before = expectStatus(await f.api.get(`/database/${f.databaseId}/masterCredentials`), 200);

    const rotated = expectStatus(await f.api.put(`/database/${f.databaseId}/masterCredentials`, {}), 200);
    expect(rotated.password).not.toBe(before.password);
    expect(rotated).toMatchObject({ host: before.host, port: before.port, login: before.login });
    const after = expectStatus(await f.api.get(`/database/${f.databaseId}/masterCredentials`), 200);
    expect(after.password).toBe(rotated.password);
    expect(await status(f)).toBe('OUT_OF_DATE');

    // The change is recorded as a secret's, without the value.
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.organizationId, f.organizationId));
    const change = events.find((event) => event.subTargetType === 'SECRET' && event.eventType === 'UPDATE');
    expect(change).toMatchObject({ targetId: f.databaseId, change: { sealed_value: 'changed' } });
    expect(JSON.stringify(events)).not.toContain(rotated.password);

    // An edit keeps the change counted: out of date until a deploy, and up to date after it.
    const database = expectStatus(await f.api.get(`/database/${f.databaseId}`), 200);
    expect(database).not.toHaveProperty('password_revision');
    const sameSettings = { name: 'db', version: '16' };
    expectStatus(await f.api.put(`/database/${f.databaseId}`, sameSettings), 200);
    expect(await status(f)).toBe('OUT_OF_DATE');
    expectStatus(await f.api.post(`/database/${f.databaseId}/redeploy`), 202);
    await settle(t);
    expect(await status(f)).toBe('UP_TO_DATE');
    expectStatus(await f.api.put(`/database/${f.databaseId}`, sameSettings), 200);
    expect(await status(f)).toBe('UP_TO_DATE');
  });

  it('takes a password given, and refuses another login or a short password naming the field', async () => {
    const f = await databaseFixture();
    const chosen = 'a-long-chosen-password-42';
    const set = expectStatus(
      await f.api.put(`/database/${f.databaseId}/masterCredentials`, {
        login: 'superuser',
        password: chosen,
      }),
      200,
    );
    expect(set.password).toBe(chosen);
    const login = errorOf(
      await f.api.put(`/database/${f.databaseId}/masterCredentials`, { login: 'root', password: chosen }),
    );
    expect(login.status).toBe(400);
    expect(login.body.message).toContain('body.login: must be superuser');
    const short = errorOf(await f.api.put(`/database/${f.databaseId}/masterCredentials`, { password: 'x' }));
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('body.password: must be at least 16 characters');
  });

  it('is refused to a viewer', async () => {
    const f = await databaseFixture();
    const viewer = await signedInPerson(t, [{ organizationId: f.organizationId, role: 'VIEWER' }]);
    expect(errorOf(await viewer.put(`/database/${f.databaseId}/masterCredentials`, {})).status).toBe(403);
  });
});

describe('a database’s eligible versions', () => {
  it('lists its engine’s versions from its major version up, newest first', async () => {
    const f = await databaseFixture({ version: '15' });
    const versions = expectStatus(await f.api.get(`/database/${f.databaseId}/version`), 200);
    expect(versions).toEqual({ results: [{ name: '17' }, { name: '16' }, { name: '15' }] });
  });

  it('keeps minor versions of the same major version for a MySQL database', async () => {
    const f = await databaseFixture({ name: 'mysql', type: 'MYSQL', version: '8.0' });
    const versions = expectStatus(await f.api.get(`/database/${f.databaseId}/version`), 200);
    expect(versions.results.map((version: { name: string }) => version.name)).toEqual(['8.4', '8.0']);
  });
});
