import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus } from '../../testing/api';
import { awsClusterRequest, clusterFixture, type ClusterFixture } from '../../testing/clusters';
import { settle } from '../../testing/deployments';
import { type TestApp, testApp } from '../../testing/testApp';
import { manualTimers } from '../../testing/timers';
import { createClusterRunner } from './lifecycle/runner';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

async function createdCluster(fixture: ClusterFixture, overrides: Record<string, unknown> = {}) {
  const url = `/organization/${fixture.organizationId}/cluster`;
  const cluster = expectStatus(await fixture.api.post(url, awsClusterRequest(fixture, overrides)), 201);
  return { id: cluster.id as string, url: `${url}/${cluster.id}` };
}

async function statusOf(fixture: ClusterFixture, url: string) {
  return expectStatus(await fixture.api.get(`${url}/status`), 200);
}

describe('cluster lifecycle', () => {
  it('installs a cluster step by step, with its states and log', async () => {
    const fixture = await clusterFixture(t);
    const { id, url } = await createdCluster(fixture);
    const queued = expectStatus(await fixture.api.post(`${url}/deploy`), 201);
    expect(queued).toMatchObject({
      cluster_id: id,
      status: 'DEPLOYMENT_QUEUED',
      is_deployed: false,
      last_execution_id: expect.any(String),
      next_k8s_available_version: null,
      cluster_lock: null,
      reason: 'NONE',
    });
    await t.advance(1);
    expect((await statusOf(fixture, url)).status).toBe('DEPLOYING');
    const [running] = expectStatus(await fixture.api.get(`${url}/execution`), 200).results;
    expect(running).toMatchObject({ action: 'INSTALL', status: 'RUNNING', target_version: '1.32' });
    expect(running.steps[0]).toMatchObject({ name: 'CHECK_CREDENTIALS', status: 'RUNNING' });
    // Another action while one runs waits for nothing: it is refused.
    expect((await fixture.api.post(`${url}/deploy`)).statusCode).toBe(409);

    await settle(t);
    const installed = await statusOf(fixture, url);
    expect(installed).toMatchObject({
      status: 'DEPLOYED',
      is_deployed: true,
      next_k8s_available_version: '1.33',
      last_deployment_date: expect.any(String),
    });
    const cluster = expectStatus(await fixture.api.get(url), 200);
    expect(cluster).toMatchObject({ status: 'DEPLOYED', deployment_status: 'UP_TO_DATE', version: '1.32' });
    const [done] = expectStatus(await fixture.api.get(`${url}/execution`), 200).results;
    expect(done.status).toBe('SUCCESS');
    expect(done.steps.every((step: { status: string }) => step.status === 'SUCCESS')).toBe(true);
    const log = expectStatus(await fixture.api.get(`${url}/logs`), 200).results;
    const messages = log.map((line: { message: string }) => line.message);
    expect(messages).toContain('Create the Kubernetes control plane…');
    expect(messages.at(-1)).toBe('Cluster production-eu installed');
    const statuses = expectStatus(
      await fixture.api.get(`/organization/${fixture.organizationId}/cluster/status`),
      200,
    );
    expect(statuses.results).toEqual([installed]);
  });

  it('marks an installed cluster OUT_OF_DATE when its settings change, and UP_TO_DATE once applied', async () => {
    const fixture = await clusterFixture(t);
    const { url } = await createdCluster(fixture);
    expectStatus(await fixture.api.post(`${url}/deploy`), 201);
    await settle(t);
    const renamed = expectStatus(
      await fixture.api.put(url, awsClusterRequest(fixture, { description: 'Paris' })),
      200,
    );
    expect(renamed.deployment_status).toBe('UP_TO_DATE');
    const resized = expectStatus(
      await fixture.api.put(url, awsClusterRequest(fixture, { max_running_nodes: 6 })),
      200,
    );
    expect(resized.deployment_status).toBe('OUT_OF_DATE');
    expectStatus(await fixture.api.post(`${url}/deploy`), 201);
    await settle(t);
    expect(expectStatus(await fixture.api.get(url), 200).deployment_status).toBe('UP_TO_DATE');
    const moved = await fixture.api.put(url, awsClusterRequest(fixture, { region: 'eu-west-1' }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(
      'body.region: cannot change once the cluster is installed: create another cluster instead',
    );
  });

  it('upgrades an installed cluster to the next version, then has nothing to upgrade to', async () => {
    const fixture = await clusterFixture(t);
    const { id, url } = await createdCluster(fixture);
    const early = await fixture.api.post(`/cluster/${id}/upgrade`);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toContain('is not installed');
    expectStatus(await fixture.api.post(`${url}/deploy`), 201);
    await settle(t);
    const upgrading = expectStatus(await fixture.api.post(`/cluster/${id}/upgrade`), 201);
    expect(upgrading).toMatchObject({ status: 'DEPLOYMENT_QUEUED', next_k8s_available_version: '1.33' });
    await t.advance(1);
    expect((await statusOf(fixture, url)).status).toBe('DEPLOYING');
    await settle(t);
    expect(expectStatus(await fixture.api.get(url), 200)).toMatchObject({
      status: 'DEPLOYED',
      version: '1.33',
    });
    const log = expectStatus(await fixture.api.get(`${url}/logs`), 200).results;
    expect(log.map((line: { message: string }) => line.message)).toContain(
      'Control plane upgraded from 1.32 to 1.33',
    );
    expect((await statusOf(fixture, url)).next_k8s_available_version).toBeNull();
    const latest = await fixture.api.post(`/cluster/${id}/upgrade`);
    expect(latest.statusCode).toBe(400);
    expect(latest.json().message).toContain('the newest version offered');
  });

  it('stops an installed cluster, and refuses to stop it twice', async () => {
    const fixture = await clusterFixture(t);
    const { url } = await createdCluster(fixture);
    const never = await fixture.api.post(`${url}/stop`);
    expect(never.statusCode).toBe(400);
    expectStatus(await fixture.api.post(`${url}/deploy`), 201);
    await settle(t);
    expect(expectStatus(await fixture.api.post(`${url}/stop`), 202).status).toBe('STOP_QUEUED');
    await t.advance(1);
    expect((await statusOf(fixture, url)).status).toBe('STOPPING');
    await settle(t);
    expect((await statusOf(fixture, url)).status).toBe('STOPPED');
    const again = await fixture.api.post(`${url}/stop`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('is stopped already');
  });

  it('ends in INVALID_CREDENTIALS when the provider rejects the credentials', async () => {
    const fixture = await clusterFixture(t, 'invalid-secret');
    const { url } = await createdCluster(fixture);
    expectStatus(await fixture.api.post(`${url}/deploy`), 201);
    await settle(t);
    const status = await statusOf(fixture, url);
    expect(status).toMatchObject({
      status: 'INVALID_CREDENTIALS',
      is_deployed: false,
      reason: 'INVALID_CREDENTIALS',
    });
    const [execution] = expectStatus(await fixture.api.get(`${url}/execution`), 200).results;
    expect(execution.status).toBe('ERROR');
    expect(execution.steps.map((step: { status: string }) => step.status)).toEqual([
      'ERROR',
      'SKIP',
      'SKIP',
      'SKIP',
      'SKIP',
    ]);
    const log = expectStatus(await fixture.api.get(`${url}/logs`), 200).results;
    expect(log.at(-1)).toMatchObject({ level: 'ERROR', step: 'CHECK_CREDENTIALS' });
    expect(log.at(-1).message).toContain('rejected the credentials');
    expect(expectStatus(await fixture.api.get(url), 200).deployment_status).toBe('NEVER_DEPLOYED');
  });

  it('ends an install that fails on purpose in DEPLOYMENT_ERROR, and a stop in STOP_ERROR', async () => {
    const fixture = await clusterFixture(t);
    const { url } = await createdCluster(fixture, { name: 'fail-deploy-cluster' });
    expectStatus(await fixture.api.post(`${url}/deploy`), 201);
    await settle(t);
    expect(await statusOf(fixture, url)).toMatchObject({
      status: 'DEPLOYMENT_ERROR',
      reason: 'INSTALL_FAILED',
    });
    const stopping = await createdCluster(fixture, { name: 'fail-stop-cluster' });
    expectStatus(await fixture.api.post(`${stopping.url}/deploy`), 201);
    await settle(t);
    expectStatus(await fixture.api.post(`${stopping.url}/stop`), 202);
    await settle(t);
    expect(await statusOf(fixture, stopping.url)).toMatchObject({
      status: 'STOP_ERROR',
      reason: 'STOP_FAILED',
    });
  });

  it('refuses to install a cluster without credentials', async () => {
    const fixture = await clusterFixture(t);
    const { url } = await createdCluster(fixture, { cloud_provider_credentials: undefined });
    const refused = await fixture.api.post(`${url}/deploy`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('has no cloud provider credentials');
  });

  it('answers the kubeconfig of an installed cluster as YAML', async () => {
    const fixture = await clusterFixture(t);
    const { url } = await createdCluster(fixture);
    expect((await fixture.api.get(`${url}/kubeconfig`)).statusCode).toBe(400);
    expectStatus(await fixture.api.post(`${url}/deploy`), 201);
    await settle(t);
    const response = await fixture.api.get(`${url}/kubeconfig`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/x-yaml/);
    expect(response.body).toMatch(/^apiVersion: v1\nkind: Config\n/);
    expect(response.body).toContain('eks.amazonaws.com');
    expect(response.body).toContain('current-context: production-eu');
    const again = await fixture.api.get(`${url}/kubeconfig`);
    expect(again.body).toBe(response.body);
    const readOnly = await fixture.api.get(`${url}/kubeconfig?read_only=true`);
    expect(readOnly.body).toContain('production-eu-viewer');
  });

  it('refuses to delete a cluster environments use, naming them, and deletes it once they are gone', async () => {
    const fixture = await clusterFixture(t);
    const { id, url } = await createdCluster(fixture);
    const project = expectStatus(
      await fixture.api.post(`/organization/${fixture.organizationId}/project`, { name: 'shop' }),
      200,
    );
    const environment = expectStatus(
      await fixture.api.post(`/project/${project.id}/environment`, {
        name: 'staging',
        mode: 'STAGING',
        cluster_id: id,
      }),
      201,
    );
    const listed = expectStatus(await fixture.api.get(`/cluster/${id}/environments`), 200);
    expect(listed.results).toEqual([
      { id: environment.id, name: 'staging', mode: 'STAGING', project: { id: project.id, name: 'shop' } },
    ]);
    const refused = await fixture.api.delete(url);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Cluster production-eu runs environment shop/staging: move or delete them first',
    );
    expect((await fixture.api.delete(`/environment/${environment.id}`)).statusCode).toBe(204);
    expect((await fixture.api.delete(url)).statusCode).toBe(204);
    expect((await fixture.api.get(url)).statusCode).toBe(404);
  });

  it('carries an install on from the due times it wrote, in another process over the same database', async () => {
    const fixture = await clusterFixture(t);
    const { url } = await createdCluster(fixture);
    expectStatus(await fixture.api.post(`${url}/deploy`), 201);
    await t.advance(1);
    expect((await statusOf(fixture, url)).status).toBe('DEPLOYING');
    // The app's own runner is left alone: another one, as a restarted process would make, finds the work.
    const restarted = createClusterRunner({ db: t.db, runtime: t.runtime, timers: manualTimers() });
    t.clock.advance(60 * 60_000);
    await restarted.runDue();
    expect(await statusOf(fixture, url)).toMatchObject({ status: 'DEPLOYED', is_deployed: true });
    const log = expectStatus(await fixture.api.get(`${url}/logs`), 200).results;
    // Each line is written once, however the work was split between passes.
    const messages = log.map((line: { message: string }) => line.message);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it('keeps other organizations out of a cluster reached by its id alone', async () => {
    const fixture = await clusterFixture(t);
    const stranger = await clusterFixture(t);
    const { id } = await createdCluster(fixture);
    expect((await stranger.api.post(`/cluster/${id}/upgrade`)).statusCode).toBe(404);
    expect((await stranger.api.get(`/cluster/${id}/environments`)).statusCode).toBe(404);
  });
});
