import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDeploymentRule } from '../../../contract';
import { expectStatus, platformFixture } from '../../testing/api';
import { clientWithRole, customRoleWith } from '../../testing/customRoles';
import { type TestApp, testApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const schedule = {
  auto_stop: true,
  timezone: 'Europe/Paris',
  start_time: '08:00',
  stop_time: '19:00',
  weekdays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
};

async function projectWithRules() {
  const fixture = await platformFixture(t);
  const { api, projectId, clusterId, organizationId } = fixture;
  const other = await t.createCluster(organizationId, { name: t.unique('previews') });
  const rules = `/project/${projectId}/deploymentRule`;
  const create = async (name: string, wildcard: string, extra: object = {}): Promise<ProjectDeploymentRule> =>
    expectStatus(
      await api.post(rules, {
        name,
        wildcard,
        mode: 'DEVELOPMENT',
        cluster_id: clusterId,
        ...schedule,
        ...extra,
      }),
      201,
    );
  return { ...fixture, other, rules, create };
}

describe('a project’s deployment rules', () => {
  it('are created last in the order, listed in it, read, edited and deleted, closing the gap', async () => {
    const { api, rules, create, clusterId } = await projectWithRules();
    const first = await create('features', 'feat-*');
    const second = await create('fixes', 'fix-?');
    expect(first).toMatchObject({
      priority_index: 0,
      wildcard: 'feat-*',
      cluster_id: clusterId,
      auto_stop: true,
    });
    expect(second.priority_index).toBe(1);
    expect(expectStatus(await api.get(`${rules}/${second.id}`), 200).name).toBe('fixes');
    const edited = expectStatus(
      await api.put(`${rules}/${second.id}`, {
        name: 'fixes',
        wildcard: 'fix-*',
        mode: 'STAGING',
        cluster_id: clusterId,
        ...schedule,
        auto_stop: false,
      }),
      200,
    );
    expect(edited).toMatchObject({ wildcard: 'fix-*', mode: 'STAGING', auto_stop: false, priority_index: 1 });
    expect(
      (
        await api.post(rules, {
          name: 'FEATURES',
          wildcard: '*',
          mode: 'DEVELOPMENT',
          cluster_id: clusterId,
          ...schedule,
        })
      ).statusCode,
    ).toBe(409);
    expectStatus(await api.delete(`${rules}/${first.id}`), 204);
    const list = expectStatus(await api.get(rules), 200);
    expect(list.results.map((rule: ProjectDeploymentRule) => [rule.name, rule.priority_index])).toEqual([
      ['fixes', 0],
    ]);
    expect((await api.get(`${rules}/${first.id}`)).statusCode).toBe(404);
  });

  it('are reordered by one request naming every rule once; anything else is a 400 naming the field', async () => {
    const { api, rules, create } = await projectWithRules();
    const [a, b, c] = [await create('a', 'a*'), await create('b', 'b*'), await create('c', 'c*')];
    expectStatus(
      await api.put(`${rules}/order`, { project_deployment_rule_ids_in_order: [c.id, a.id, b.id] }),
      204,
    );
    const names = expectStatus(await api.get(rules), 200).results.map(
      (rule: ProjectDeploymentRule) => rule.name,
    );
    expect(names).toEqual(['c', 'a', 'b']);
    for (const ids of [
      [c.id, a.id],
      [c.id, a.id, a.id],
      [c.id, a.id, t.runtime.newId()],
    ]) {
      const refused = await api.put(`${rules}/order`, { project_deployment_rule_ids_in_order: ids });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('project_deployment_rule_ids_in_order');
    }
  });

  it.each([
    ['start_time', { start_time: '8am' }],
    ['stop_time', { stop_time: '24:00' }],
    ['stop_time', { stop_time: '08:00' }],
    ['timezone', { timezone: 'Europe/Atlantis' }],
    ['weekdays', { weekdays: ['MONDAY', 'FUNDAY'] }],
    ['weekdays', { weekdays: ['MONDAY', 'MONDAY'] }],
    ['wildcard', { wildcard: '' }],
    ['cluster_id', { cluster_id: '00000000-0000-4000-8000-000000000000' }],
  ])('refuse a bad %s with a 400 naming it', async (field, change) => {
    const { api, rules, clusterId } = await projectWithRules();
    const body = {
      name: 'bad',
      wildcard: '*',
      mode: 'DEVELOPMENT',
      cluster_id: clusterId,
      ...schedule,
      ...change,
    };
    const refused = await api.post(rules, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(field);
  });

  it('need a custom role to create environments on the rule’s cluster', async () => {
    const { api, rules, organizationId, projectId, clusterId, other } = await projectWithRules();
    const roleId = await customRoleWith(api, organizationId, t.unique('project-admin'), {
      projects: { [projectId]: { isAdmin: true } },
      clusters: { [clusterId]: 'ENV_CREATOR', [other.id]: 'VIEWER' },
    });
    const client = await clientWithRole(t, organizationId, roleId);
    const body = { name: 'to-other', wildcard: '*', mode: 'DEVELOPMENT', ...schedule };
    const refused = await client.post(rules, { ...body, cluster_id: other.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain(other.name);
    expectStatus(await client.post(rules, { ...body, cluster_id: clusterId }), 201);
  });
});

describe('a new environment whose name matches a rule', () => {
  it('takes the first matching rule’s mode, cluster and schedule, in the rules’ order', async () => {
    const { api, projectId, create, other, rules } = await projectWithRules();
    const broad = await create('everything', '*', { mode: 'STAGING' });
    const previews = await create('previews', 'PR-??', {
      mode: 'DEVELOPMENT',
      cluster_id: other.id,
      timezone: 'Asia/Kolkata',
      weekdays: ['SATURDAY'],
    });
    const environments = `/project/${projectId}/environment`;
    const first = expectStatus(await api.post(environments, { name: 'pr-12', mode: 'PRODUCTION' }), 201);
    expect(first).toMatchObject({ mode: 'STAGING' });
    expectStatus(
      await api.put(`${rules}/order`, { project_deployment_rule_ids_in_order: [previews.id, broad.id] }),
      204,
    );
    const matched = expectStatus(await api.post(environments, { name: 'pr-13', mode: 'PRODUCTION' }), 201);
    expect(matched).toMatchObject({ mode: 'DEVELOPMENT', cluster_id: other.id });
    const rule = expectStatus(await api.get(`/environment/${matched.id}/deploymentRule`), 200);
    expect(rule).toMatchObject({
      id: matched.id,
      auto_stop: true,
      timezone: 'Asia/Kolkata',
      weekdays: ['SATURDAY'],
    });
    // Three characters after "PR-": only the broad rule matches.
    const unmatched = expectStatus(await api.post(environments, { name: 'pr-134', mode: 'PRODUCTION' }), 201);
    expect(unmatched).toMatchObject({ mode: 'STAGING' });
  });

  it('is refused when the caller may not create environments on the rule’s cluster', async () => {
    const { api, projectId, organizationId, clusterId, other, create } = await projectWithRules();
    await create('previews', 'preview-*', { cluster_id: other.id });
    const roleId = await customRoleWith(api, organizationId, t.unique('creator'), {
      projects: { [projectId]: { isAdmin: true } },
      clusters: { [clusterId]: 'ENV_CREATOR' },
    });
    const client = await clientWithRole(t, organizationId, roleId);
    const environments = `/project/${projectId}/environment`;
    expect((await client.post(environments, { name: 'preview-1', cluster_id: clusterId })).statusCode).toBe(
      403,
    );
    expectStatus(await client.post(environments, { name: 'staging', cluster_id: clusterId }), 201);
  });
});

describe('a copy of an environment', () => {
  it('takes the matching rule’s mode, cluster and schedule when asked to, and only then', async () => {
    const { api, environmentId, clusterId, other, create } = await projectWithRules();
    await create('previews', 'preview-*', {
      mode: 'STAGING',
      cluster_id: other.id,
      timezone: 'Asia/Kolkata',
    });
    const clone = `/environment/${environmentId}/clone`;
    const ruled = expectStatus(
      await api.post(clone, { name: 'preview-7', apply_deployment_rule: true }),
      202,
    );
    expect(ruled).toMatchObject({ mode: 'STAGING', cluster_id: other.id });
    const rule = expectStatus(await api.get(`/environment/${ruled.id}/deploymentRule`), 200);
    expect(rule).toMatchObject({ auto_stop: true, timezone: 'Asia/Kolkata', start_time: '08:00' });

    const plain = expectStatus(await api.post(clone, { name: 'preview-8' }), 202);
    expect(plain).toMatchObject({ mode: 'PRODUCTION', cluster_id: clusterId });
    const unruled = expectStatus(await api.get(`/environment/${plain.id}/deploymentRule`), 200);
    expect(unruled).toMatchObject({ auto_stop: false, timezone: 'UTC' });
  });

  it('is refused when the caller may not create environments on the rule’s cluster', async () => {
    const { api, organizationId, projectId, environmentId, clusterId, other, create } =
      await projectWithRules();
    await create('previews', 'preview-*', { cluster_id: other.id });
    const roleId = await customRoleWith(api, organizationId, t.unique('creator'), {
      projects: { [projectId]: { isAdmin: true } },
      clusters: { [clusterId]: 'ENV_CREATOR', [other.id]: 'VIEWER' },
    });
    const client = await clientWithRole(t, organizationId, roleId);
    const clone = `/environment/${environmentId}/clone`;
    const refused = await client.post(clone, { name: 'preview-1', apply_deployment_rule: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain(other.name);
    const copy = expectStatus(await client.post(clone, { name: 'preview-2' }), 202);
    expect(copy).toMatchObject({ cluster_id: clusterId });
  });
});

describe('an environment’s own rule', () => {
  it('is the default until edited, then the schedule sent; another rule id is a 404', async () => {
    const { api, environmentId } = await projectWithRules();
    const path = `/environment/${environmentId}/deploymentRule`;
    const initial = expectStatus(await api.get(path), 200);
    expect(initial).toMatchObject({ id: environmentId, auto_stop: false, timezone: 'UTC' });
    const edited = expectStatus(
      await api.put(`${path}/${initial.id}`, {
        ...schedule,
        timezone: 'America/New_York',
        start_time: '07:30',
      }),
      200,
    );
    expect(edited).toMatchObject({ auto_stop: true, timezone: 'America/New_York', start_time: '07:30' });
    expect(expectStatus(await api.get(path), 200)).toEqual(edited);
    expect((await api.put(`${path}/${t.runtime.newId()}`, schedule)).statusCode).toBe(404);
    const refused = await api.put(`${path}/${initial.id}`, { ...schedule, timezone: 'Mars/Olympus' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('timezone');
  });

  it('is changed with write access to the environment only', async () => {
    const { api, environmentId, organizationId, projectId } = await projectWithRules();
    const roleId = await customRoleWith(api, organizationId, t.unique('viewer'), {
      projects: { [projectId]: { types: { PRODUCTION: 'VIEWER' } } },
    });
    const client = await clientWithRole(t, organizationId, roleId);
    const path = `/environment/${environmentId}/deploymentRule`;
    expectStatus(await client.get(path), 200);
    expect((await client.put(`${path}/${environmentId}`, schedule)).statusCode).toBe(403);
  });
});
