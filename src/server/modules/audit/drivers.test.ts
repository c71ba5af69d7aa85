import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../db/database';
import { auditedPool } from '../../db/postgresAudit';
import { withAuditActor } from '../../domain/auditActor';
import { auditEvents, projects } from '../../db/schema';
import { apiClient, expectStatus } from '../../testing/api';
import { freshPostgresDatabase, type PostgresTestDatabase, postgresServerUrl } from '../../testing/postgres';
import { storeDatabases } from '../../testing/storeDatabases';
import { type TestApp, testApp } from '../../testing/testApp';

// Who made a change reaches the trigger through each database driver (db/pgliteStatements.ts, and
// db/postgresAudit.ts over node-postgres's pool): requests at once each name their own actor, a request's
// transaction names it for every statement, and a write outside any request, on a connection a request used
// before, names no one.

describe.each(storeDatabases())('the audit actor on $name', (database) => {
  let store: Store;
  let t: TestApp;
  beforeAll(async () => {
    store = await database.open();
    t = await testApp({ db: store.db });
  });
  afterAll(async () => {
    await t.close();
    await store.close();
  });

  const eventsOf = (organizationId: string) =>
    t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.organizationId, organizationId))
      .orderBy(asc(auditEvents.seq));

  it('records each of several requests at once with its own actor', async () => {
    const organizations = [await t.createOrganization(), await t.createOrganization()];
    const writes = organizations.flatMap((org) => {
      const api = apiClient(t, org.adminToken.value);
      return Array.from({ length: 8 }, (_, index) =>
        api.post(`/organization/${org.id}/project`, { name: `project-${index}` }),
      );
    });
    for (const response of await Promise.all(writes)) expectStatus(response, 200);
    const actors = [];
    for (const org of organizations) {
      const created = (await eventsOf(org.id)).filter((event) => event.targetType === 'PROJECT');
      expect(created).toHaveLength(8);
      expect(created.every((event) => event.origin === 'API')).toBe(true);
      const names = new Set(created.map((event) => event.triggeredBy));
      expect(names.size).toBe(1);
      actors.push(...names);
    }
    expect(actors[0]).not.toBe(actors[1]);
  });

  it("names the request's actor for each statement of its transaction, and no one for a write after it", async () => {
    const org = await t.createOrganization();
    const api = apiClient(t, org.adminToken.value);
    const cluster = await t.createCluster(org.id, { isDefault: true });
    const project = expectStatus(await api.post(`/organization/${org.id}/project`, { name: 'shop' }), 200);
    const rules = `/project/${project.id}/deploymentRule`;
    const rule = (name: string) => ({
      name,
      wildcard: `${name}-*`,
      mode: 'DEVELOPMENT',
      cluster_id: cluster.id,
      auto_stop: false,
      timezone: 'UTC',
      start_time: '08:00',
      stop_time: '19:00',
      weekdays: ['MONDAY'],
    });
    const first = expectStatus(await api.post(rules, rule('first')), 201);
    expectStatus(await api.post(rules, rule('second')), 201);
    // A statement the database refuses answers as it always did, and the connection serves the next one.
    expect((await api.post(rules, rule('second'))).statusCode).toBe(409);
    const before = (await eventsOf(org.id)).length;
    // The deletion and the move up of the rule after it: one transaction.
    expectStatus(await api.delete(`${rules}/${first.id}`), 204);
    for (const name of ['a', 'b', 'c']) {
      await t.db.update(projects).set({ name }).where(eq(projects.id, project.id));
    }
    const events = (await eventsOf(org.id)).slice(before);
    expect(events.map((event) => [event.eventType, event.subTargetType, event.origin])).toEqual([
      ['DELETE', 'DEPLOYMENT_RULE', 'API'],
      ['UPDATE', 'DEPLOYMENT_RULE', 'API'],
      ['UPDATE', null, 'PLATFORM_INTERNAL'],
      ['UPDATE', null, 'PLATFORM_INTERNAL'],
      ['UPDATE', null, 'PLATFORM_INTERNAL'],
    ]);
    expect(events[1]?.triggeredBy).toBe(events[0]?.triggeredBy);
    expect(events[0]?.triggeredBy).toBeTruthy();
    expect(events.slice(2).map((event) => event.triggeredBy)).toEqual([null, null, null]);
  });
});

describe.runIf(postgresServerUrl())('node-postgres writes with their actor ahead of them', () => {
  let database: PostgresTestDatabase;
  let pool: pg.Pool;
  let client: pg.PoolClient;
  beforeAll(async () => {
    database = await freshPostgresDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 1 });
    client = await auditedPool(pool).connect();
    await client.query('create table writes (id int primary key, value text)');
  });
  afterAll(async () => {
    client.release();
    await pool.end();
    await database.drop();
  });

  const actorSetting = async () =>
    (await client.query<{ actor: string }>("select current_setting('audit.actor', true) as actor")).rows[0]
      ?.actor;

  it('answers as node-postgres does, the actor set for the write', async () => {
    const actor = { by: 'Ada', origin: 'API' as const, at: '2026-01-01T00:00:00.000Z' };
    const written = await withAuditActor(actor, () =>
      client.query({ text: 'insert into writes values ($1, $2) returning value', values: [1, 'one'] }),
    );
    expect(written.rows).toEqual([{ value: 'one' }]);
    expect(written.rowCount).toBe(1);
    expect(JSON.parse((await actorSetting()) ?? '')).toEqual(actor);
    await client.query('update writes set value = $1 where id = $2', ['uno', 1]);
    expect(await actorSetting()).toBe('');
  });

  it('keeps the connection usable after a write the server or node-postgres refuses', async () => {
    await expect(client.query('insert into writes values ($1, $2)', [1, 'again'])).rejects.toMatchObject({
      code: '23505',
    });
    await client.query({ name: 'write-two', text: 'insert into writes values ($1, $2)', values: [2, 'two'] });
    // Another text under a name already used: refused before it is sent.
    await expect(
      client.query({
        name: 'write-two',
        text: 'insert into writes values ($1, $2) returning id',
        values: [3, 'x'],
      }),
    ).rejects.toThrow('Prepared statements must be unique');
    await client.query({
      name: 'write-two',
      text: 'insert into writes values ($1, $2)',
      values: [4, 'four'],
    });
    const rows = await client.query('select id from writes order by id');
    expect(rows.rows).toEqual([{ id: 1 }, { id: 2 }, { id: 4 }]);
  });
});
