import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultApplicationAdvancedSettings,
  defaultClusterAdvancedSettings,
  defaultContainerAdvancedSettings,
  defaultHelmAdvancedSettings,
  defaultJobAdvancedSettings,
} from '../../../contract';
import { clusters, services } from '../../db/schema';
import { expectStatus, signedInPerson } from '../../testing/api';
import { settle } from '../../testing/deployments';
import { minimalRequests, servicesFixture, type ServicesFixture } from '../../testing/services';
import { type TestApp, testApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

interface Case {
  kind: 'application' | 'container' | 'job' | 'helm' | 'cluster';
  defaults: Record<string, unknown>;
  /** An integer setting of the kind, and another setting to change beside it. */
  key: string;
  other: [string, unknown];
}

const cases: Case[] = [
  {
    kind: 'application',
    defaults: defaultApplicationAdvancedSettings,
    key: 'build.timeout_max_sec',
    other: ['deployment.lifecycle.pre_stop_exec_command', ['sh', '-c', 'sleep 5']],
  },
  {
    kind: 'container',
    defaults: defaultContainerAdvancedSettings,
    key: 'deployment.termination_grace_period_seconds',
    other: ['deployment.affinity.node.required', { pool: 'fast' }],
  },
  {
    kind: 'job',
    defaults: defaultJobAdvancedSettings,
    key: 'cronjob.failed_jobs_history_limit',
    other: ['job.delete_ttl_seconds_after_finished', 600],
  },
  {
    kind: 'helm',
    defaults: defaultHelmAdvancedSettings,
    key: 'network.ingress.proxy_body_size_mb',
    other: ['network.ingress.enable_cors', true],
  },
  {
    kind: 'cluster',
    defaults: defaultClusterAdvancedSettings,
    key: 'loki.log_retention_in_week',
    other: ['database.redis.allowed_cidrs', ['10.0.0.0/8']],
  },
];

const serviceRequests = {
  application: (fixture: ServicesFixture) => minimalRequests(fixture).application,
  container: (fixture: ServicesFixture) => minimalRequests(fixture).container,
  job: (fixture: ServicesFixture) => minimalRequests(fixture).job,
  helm: (fixture: ServicesFixture) => minimalRequests(fixture).helm,
};

/** A new organization with one record of the kind, and the path of its settings. */
async function recordOf(kind: Case['kind']) {
  const fixture = await servicesFixture(t);
  if (kind === 'cluster') {
    const path = `/organization/${fixture.organizationId}/cluster/${fixture.clusterId}/advancedSettings`;
    return { fixture, id: fixture.clusterId, path };
  }
  const created = expectStatus(
    await fixture.api.post(`/environment/${fixture.environmentId}/${kind}`, serviceRequests[kind](fixture)),
    201,
  );
  return { fixture, id: created.id as string, path: `/${kind}/${created.id}/advancedSettings` };
}

async function storedOf(kind: Case['kind'], id: string) {
  const table = kind === 'cluster' ? clusters : services;
  const [row] = await t.db.select({ stored: table.advancedSettings }).from(table).where(eq(table.id, id));
  return row?.stored;
}

const capitalized = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1);

describe.each(cases)('advanced settings of a $kind', ({ kind, defaults, key, other }) => {
  it("answers the defaults, for the kind and for a new record of it, every key of the public API's model", async () => {
    const { fixture, path } = await recordOf(kind);
    expect(expectStatus(await fixture.api.get(`/default${capitalized(kind)}AdvancedSettings`), 200)).toEqual(
      defaults,
    );
    expect(expectStatus(await fixture.api.get(path), 200)).toEqual(defaults);
  });

  it('keeps what a PUT changes (201), the keys left out keep their value, and stores only the changed keys', async () => {
    const { fixture, id, path } = await recordOf(kind);
    const [otherKey, otherValue] = other;
    const first = expectStatus(await fixture.api.put(path, { [key]: 7 }), 201);
    expect(first).toEqual({ ...defaults, [key]: 7 });
    const second = expectStatus(await fixture.api.put(path, { [otherKey]: otherValue }), 201);
    expect(second).toEqual({ ...defaults, [key]: 7, [otherKey]: otherValue });
    expect(expectStatus(await fixture.api.get(path), 200)).toEqual(second);
    expect(await storedOf(kind, id)).toEqual({ [key]: 7, [otherKey]: otherValue });

    // The whole object sent back, one key at its default again: that key is no longer stored.
    const reset = expectStatus(await fixture.api.put(path, { ...second, [key]: defaults[key] }), 201);
    expect(reset).toEqual({ ...defaults, [otherKey]: otherValue });
    expect(await storedOf(kind, id)).toEqual({ [otherKey]: otherValue });
  });

  it('refuses a value of the wrong type or an unknown key with a 400 naming the key, and changes nothing', async () => {
    const { fixture, id, path } = await recordOf(kind);
    const wrongType = await fixture.api.put(path, { [key]: 'ten' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toContain(`body.${key}: must be a number`);

    const unknown = await fixture.api.put(path, { [key]: 5, 'build.turbo_mode': true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('body.build.turbo_mode: is not a known key');
    expect(await storedOf(kind, id)).toEqual({});
  });

  it('lets a viewer read but not edit, and answers 404 to another organization', async () => {
    const { fixture, path } = await recordOf(kind);
    const viewer = await signedInPerson(t, [{ organizationId: fixture.organizationId, role: 'VIEWER' }]);
    await expect(viewer.get(path).then((response) => response.statusCode)).resolves.toBe(200);
    expect((await viewer.put(path, { [key]: 3 })).statusCode).toBe(403);

    const stranger = await servicesFixture(t);
    const strangerPath =
      kind === 'cluster' ? path.replace(fixture.organizationId, stranger.organizationId) : path;
    expect((await stranger.api.get(strangerPath)).statusCode).toBe(404);
    expect((await stranger.api.put(strangerPath, { [key]: 3 })).statusCode).toBe(404);
    expect(expectStatus(await fixture.api.get(path), 200)).toEqual(defaults);
  });
});

/**
 * A deployed container is up to date; `change` (a PUT of advanced settings) leaves it out of date until it is
 * deployed again.
 */
async function expectOutOfDateUntilRedeployed(
  change: (fixture: ServicesFixture, path: string) => Promise<unknown>,
) {
  const { fixture, id, path } = await recordOf('container');
  const statusOf = async () =>
    expectStatus(await fixture.api.get(`/container/${id}/status`), 200).service_deployment_status;
  const { tag } = expectStatus(await fixture.api.get(`/container/${id}`), 200);
  const deploy = { image_tag: tag };
  expectStatus(await fixture.api.post(`/container/${id}/deploy`, deploy), 202);
  await settle(t);
  expect(await statusOf()).toBe('UP_TO_DATE');
  await change(fixture, path);
  expect(await statusOf()).toBe('OUT_OF_DATE');
  expectStatus(await fixture.api.post(`/container/${id}/deploy`, deploy), 202);
  await settle(t);
  expect(await statusOf()).toBe('UP_TO_DATE');
}

describe('a service whose advanced settings change', () => {
  it('is out of date until it is deployed again', async () => {
    await expectOutOfDateUntilRedeployed(async (fixture, path) =>
      expectStatus(await fixture.api.put(path, { 'deployment.termination_grace_period_seconds': 5 }), 201),
    );
  });
});

describe('a cluster whose advanced settings change', () => {
  it('leaves the services of its environments out of date until they are deployed again', async () => {
    await expectOutOfDateUntilRedeployed(async (fixture) => {
      const clusterPath = `/organization/${fixture.organizationId}/cluster/${fixture.clusterId}/advancedSettings`;
      expectStatus(await fixture.api.put(clusterPath, { 'loki.log_retention_in_week': 3 }), 201);
    });
  });
});

describe('a copy of a service', () => {
  const changed = { 'build.timeout_max_sec': 7, 'deployment.termination_grace_period_seconds': 11 };

  it('has the advanced settings of its original, cloned alone or with its environment', async () => {
    const { fixture, id, path } = await recordOf('application');
    const { api, projectId, environmentId } = fixture;
    const settings = expectStatus(await api.put(path, changed), 201);
    const staging = expectStatus(
      await api.post(`/project/${projectId}/environment`, { name: 'staging' }),
      201,
    );
    const clone = expectStatus(
      await api.post(`/application/${id}/clone`, { name: 'copy', environment_id: staging.id }),
      202,
    );
    expect(expectStatus(await api.get(`/application/${clone.id}/advancedSettings`), 200)).toEqual(settings);

    const environmentCopy = expectStatus(
      await api.post(`/environment/${environmentId}/clone`, { name: 'environment-copy' }),
      202,
    );
    const [copied] = expectStatus(
      await api.get(`/environment/${environmentCopy.id}/application`),
      200,
    ).results;
    expect(copied.id).not.toBe(id);
    expect(expectStatus(await api.get(`/application/${copied.id}/advancedSettings`), 200)).toEqual(settings);
  });
});

describe('a copy of a deployed container', () => {
  it('is up to date once deployed, its configuration version its own and not its original’s', async () => {
    const { fixture, id, path } = await recordOf('container');
    const { api, projectId } = fixture;
    expectStatus(await api.put(path, { 'deployment.termination_grace_period_seconds': 5 }), 201);
    const { tag } = expectStatus(await api.get(`/container/${id}`), 200);
    expectStatus(await api.post(`/container/${id}/deploy`, { image_tag: tag }), 202);
    await settle(t);
    // Its original's status was read, so its configuration version is kept on its row.
    expect(expectStatus(await api.get(`/container/${id}/status`), 200).service_deployment_status).toBe(
      'UP_TO_DATE',
    );
    const staging = expectStatus(
      await api.post(`/project/${projectId}/environment`, { name: 'staging' }),
      201,
    );
    const clone = expectStatus(
      await api.post(`/container/${id}/clone`, { name: 'copy', environment_id: staging.id }),
      202,
    );
    expectStatus(await api.post(`/container/${clone.id}/deploy`, { image_tag: tag }), 202);
    await settle(t);
    expect(expectStatus(await api.get(`/container/${clone.id}/status`), 200).service_deployment_status).toBe(
      'UP_TO_DATE',
    );
  });
});
