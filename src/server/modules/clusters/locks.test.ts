import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient, expectStatus, signedInPerson } from '../../testing/api';
import { awsClusterRequest, clusterFixture, type ClusterFixture } from '../../testing/clusters';
import { settle } from '../../testing/deployments';
import { type TestApp, testApp } from '../../testing/testApp';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

interface LockWorld extends ClusterFixture {
  clusterId: string;
  /** The cluster's own path under its organization. */
  url: string;
  /** A client whose token has a name the locks can be checked against. */
  bot: ApiClient;
  botName: string;
}

/** An organization with an installed cluster and a named ADMIN token. */
async function installedCluster(overrides: Record<string, unknown> = {}): Promise<LockWorld> {
  const fixture = await clusterFixture(t);
  const url = `/organization/${fixture.organizationId}/cluster`;
  const cluster = expectStatus(await fixture.api.post(url, awsClusterRequest(fixture, overrides)), 201);
  expectStatus(await fixture.api.post(`${url}/${cluster.id}/deploy`), 201);
  await settle(t);
  const botName = t.unique('release-bot');
  const token = await t.createToken(fixture.organizationId, 'ADMIN', { name: botName });
  return {
    ...fixture,
    clusterId: cluster.id,
    url: `${url}/${cluster.id}`,
    bot: apiClient(t, token.value),
    botName,
  };
}

const lockPath = (world: LockWorld) => `/cluster/${world.clusterId}/lock`;
const locksOf = async (world: LockWorld) =>
  expectStatus(await world.api.get(`/organization/${world.organizationId}/lock`), 200).results;

describe('cluster locks', () => {
  it('locks a cluster in the name of the caller, and shows the lock in its status and the organization’s list', async () => {
    const world = await installedCluster();
    const lock = expectStatus(
      await world.bot.post(lockPath(world), { reason: 'Black Friday freeze', ttl_in_days: 7 }),
      200,
    );
    expect(lock).toEqual({
      cluster_id: world.clusterId,
      reason: 'Black Friday freeze',
      ttl_in_days: 7,
      owner_name: `${world.botName} (API token)`,
      locked_at: t.clock.now().toISOString(),
    });
    expect(expectStatus(await world.api.get(`${world.url}/status`), 200).cluster_lock).toEqual(lock);
    const statuses = expectStatus(
      await world.api.get(`/organization/${world.organizationId}/cluster/status`),
      200,
    );
    expect(statuses.results[0].cluster_lock).toEqual(lock);
    expect(await locksOf(world)).toEqual([lock]);
    // Another organization sees none of it.
    const other = await clusterFixture(t);
    expect(
      expectStatus(await other.api.get(`/organization/${other.organizationId}/lock`), 200).results,
    ).toEqual([]);
  });

  it('names the person who locked it, and holds without an end when no ttl is given', async () => {
    const world = await installedCluster();
    const admin = await signedInPerson(t, [{ organizationId: world.organizationId, role: 'ADMIN' }]);
    const locked = await admin.post(lockPath(world), { reason: 'Audit in progress' });
    expect(expectStatus(locked, 200)).toMatchObject({ owner_name: admin.person.name, ttl_in_days: null });
    t.clock.advance(400 * DAY_MS);
    expect(await locksOf(world)).toHaveLength(1);
  });

  it('lets a person whose custom role holds ADMIN on the cluster lock it, and refuses ENV_CREATOR with the role’s reason', async () => {
    const world = await installedCluster();
    const roleHolding = async (permission: 'ADMIN' | 'ENV_CREATOR') => {
      const roles = `/organization/${world.organizationId}/customRole`;
      const name = `cluster-${permission.toLowerCase()}`;
      const role = expectStatus(await world.api.post(roles, { name }), 201);
      const matrix = {
        name,
        cluster_permissions: [{ cluster_id: world.clusterId, permission }],
        project_permissions: [],
      };
      expectStatus(await world.api.put(`${roles}/${role.id}`, matrix), 200);
      return signedInPerson(t, [
        { organizationId: world.organizationId, role: 'CUSTOM', customRoleId: role.id },
      ]);
    };
    const operator = await roleHolding('ADMIN');
    const permissions = expectStatus(
      await operator.get(`/organization/${world.organizationId}/permissions`),
      200,
    );
    expect(permissions.clusters).toEqual([
      expect.objectContaining({ cluster_id: world.clusterId, write: { allowed: true, reason: null } }),
    ]);
    const locked = await operator.post(lockPath(world), { reason: 'Migration' });
    expect(expectStatus(locked, 200)).toMatchObject({ owner_name: operator.person.name });
    expectStatus(await operator.delete(lockPath(world)), 204);

    const creator = await roleHolding('ENV_CREATOR');
    const refused = await creator.post(lockPath(world), { reason: 'Migration' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('holds ENV_CREATOR on this cluster');
    // Custom roles act on the organization's own settings through built-in roles only.
    const organization = await operator.put(`/organization/${world.organizationId}`, { name: 'renamed' });
    expect(organization.statusCode).toBe(403);
    expect(organization.json().message).toContain('needs a built-in role');
  });

  it('refuses a second lock, saying who holds the first and why', async () => {
    const world = await installedCluster();
    expectStatus(await world.bot.post(lockPath(world), { reason: 'Migration to new VPC' }), 200);
    const again = await world.api.post(lockPath(world), { reason: 'Mine now' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ status: 400, error: 'Bad Request' });
    expect(again.json().message).toContain(`locked by ${world.botName} (API token)`);
    expect(again.json().message).toContain('"Migration to new VPC"');
    expect((await locksOf(world))[0].reason).toBe('Migration to new VPC');
  });

  it('refuses install, upgrade, stop, edit and delete while locked, naming the lock, and allows them once unlocked', async () => {
    const world = await installedCluster();
    const before = expectStatus(await world.api.get(world.url), 200);
    const [lastExecution] = expectStatus(await world.api.get(`${world.url}/execution`), 200).results;
    expectStatus(
      await world.bot.post(lockPath(world), { reason: 'Quarter-end freeze', ttl_in_days: 3 }),
      200,
    );
    const attempts = {
      install: () => world.api.post(`${world.url}/deploy`),
      upgrade: () => world.api.post(`/cluster/${world.clusterId}/upgrade`),
      stop: () => world.api.post(`${world.url}/stop`),
      edit: () => world.api.put(world.url, awsClusterRequest(world, { description: 'changed' })),
      delete: () => world.api.delete(world.url),
    };
    for (const [action, attempt] of Object.entries(attempts)) {
      const refused = await attempt();
      expect(refused.statusCode, action).toBe(400);
      const { message } = refused.json();
      expect(message, action).toContain('"Quarter-end freeze"');
      expect(message, action).toContain(`locked by ${world.botName} (API token)`);
      expect(message, action).toContain(`Unlock it before you ${action} it`);
    }
    // Nothing moved: the same record, no new execution.
    expect(expectStatus(await world.api.get(world.url), 200)).toEqual(before);
    const [latest] = expectStatus(await world.api.get(`${world.url}/execution`), 200).results;
    expect(latest.id).toBe(lastExecution.id);

    expect((await world.api.delete(lockPath(world))).statusCode).toBe(204);
    expect(expectStatus(await world.api.get(`${world.url}/status`), 200).cluster_lock).toBeNull();
    expect(await locksOf(world)).toEqual([]);
    const upgraded = expectStatus(await world.api.post(`/cluster/${world.clusterId}/upgrade`), 201);
    expect(upgraded).toMatchObject({ status: 'DEPLOYMENT_QUEUED', cluster_lock: null });
    await settle(t);
    expectStatus(await world.api.put(world.url, awsClusterRequest(world, { description: 'changed' })), 200);
    expectStatus(await world.api.post(`${world.url}/stop`), 202);
    await settle(t);
    expect((await world.api.delete(world.url)).statusCode).toBe(204);
  });

  it('lets a lock end by itself once its days are past, by the clock', async () => {
    const world = await installedCluster();
    expectStatus(await world.bot.post(lockPath(world), { reason: 'Two-day freeze', ttl_in_days: 2 }), 200);
    t.clock.advance(2 * DAY_MS - 1);
    expect((await world.api.post(`/cluster/${world.clusterId}/upgrade`)).statusCode).toBe(400);
    expect(await locksOf(world)).toHaveLength(1);

    t.clock.advance(1);
    expect(await locksOf(world)).toEqual([]);
    expect(expectStatus(await world.api.get(`${world.url}/status`), 200).cluster_lock).toBeNull();
    // The lock past its end is replaced by the next one.
    const next = expectStatus(await world.api.post(lockPath(world), { reason: 'Next freeze' }), 200);
    expect(next).toMatchObject({ reason: 'Next freeze', ttl_in_days: null });
    expect(await locksOf(world)).toEqual([next]);
  });

  it('unlocks a cluster that is not locked without complaint, and finds no cluster of another organization', async () => {
    const world = await installedCluster();
    expect((await world.api.delete(lockPath(world))).statusCode).toBe(204);
    const other = await clusterFixture(t);
    const elsewhere = await other.api.post(lockPath(world), { reason: 'Not mine' });
    expect(elsewhere.statusCode).toBe(404);
    expect((await other.api.delete(lockPath(world))).statusCode).toBe(404);
  });

  it('answers 400 naming the field for a reason or ttl it cannot take', async () => {
    const world = await installedCluster();
    const cases: [unknown, string][] = [
      [{}, 'body.reason: is required'],
      [{ reason: '   ' }, 'body.reason: is required'],
      [{ reason: 'x'.repeat(256) }, 'body.reason: must be at most 255 characters'],
      [{ reason: 'ok', ttl_in_days: 0 }, 'body.ttl_in_days: must be at least 1'],
      [{ reason: 'ok', ttl_in_days: 366 }, 'body.ttl_in_days: must be at most 365'],
      [{ reason: 'ok', ttl_in_days: 1.5 }, 'body.ttl_in_days: must be an integer'],
      [{ reason: 'ok', ttl_in_days: '3' }, 'body.ttl_in_days: must be a number'],
    ];
    for (const [body, message] of cases) {
      const response = await world.api.post(lockPath(world), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toMatchObject({ status: 400, error: 'Bad Request' });
      expect(response.json().message, JSON.stringify(body)).toContain(message);
    }
    expect(await locksOf(world)).toEqual([]);
    // The longest reason and ttl taken.
    expectStatus(await world.api.post(lockPath(world), { reason: 'x'.repeat(255), ttl_in_days: 365 }), 200);
  });
});
