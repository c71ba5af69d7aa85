import { expect, it } from 'vitest';
import type { Run } from '../records';
import { type DeploymentStore, StaleProgressError } from '../store';
import { environmentId, otherEnvironmentId, sequentialIds } from './fixtures';
import { at, deployment, line, request, save } from './storeRecords';

/**
 * What every `DeploymentStore` must do, whatever keeps the data: run it against the memory store and the
 * database adapter alike.
 */
export function deploymentStoreContract(makeStore: () => Promise<DeploymentStore>): void {
  const ids = sequentialIds('7e000000');

  it('queues per environment in order, one running at a time', async () => {
    const store = await makeStore();
    const [a, b, c] = [ids(), ids(), ids()];
    const first = await store.enqueueRequest(request(a));
    const second = await store.enqueueRequest(request(b));
    await store.enqueueRequest(request(c, otherEnvironmentId));
    expect(second.sequence).toBeGreaterThan(first.sequence);
    expect((await store.environmentsWithQueuedWork()).sort()).toEqual(
      [environmentId, otherEnvironmentId].sort(),
    );

    const claimed = await store.claimNextRequest(environmentId, at(3));
    expect(claimed).toMatchObject({ id: a, status: 'RUNNING', startedAt: at(3), revision: 1 });
    expect(await store.claimNextRequest(environmentId, at(4))).toBeNull();
    expect(await store.environmentsWithQueuedWork()).toEqual([otherEnvironmentId]);
    expect((await store.listActiveRequests(environmentId)).map((item) => [item.id, item.status])).toEqual([
      [a, 'RUNNING'],
      [b, 'QUEUED'],
    ]);
  });

  it('refuses a save made from an older revision, writing nothing', async () => {
    const store = await makeStore();
    const id = ids();
    await store.enqueueRequest(request(id));
    const claimed = await store.claimNextRequest(environmentId, at(1));
    if (!claimed) throw new Error('Nothing claimed');
    const stale = { request: { ...claimed, revision: 0 }, deployments: [] };
    await expect(save(store, stale)).rejects.toBeInstanceOf(StaleProgressError);
    const fresh: Run = {
      request: claimed,
      deployments: [deployment(ids(), id, ids(), 1, 'DEPLOY', 'ONGOING')],
    };
    await save(store, fresh);
    await expect(
      save(store, { request: { ...claimed, revision: 1 }, deployments: [] }),
    ).rejects.toBeInstanceOf(StaleProgressError);
    const [loaded] = await store.loadInFlight();
    expect(loaded?.request.revision).toBe(2);
    expect(loaded?.deployments).toHaveLength(1);
  });

  it('answers copies, reloads in-flight work and says when it is due', async () => {
    const store = await makeStore();
    const id = ids();
    await store.enqueueRequest(request(id));
    const claimed = await store.claimNextRequest(environmentId, at(1));
    if (!claimed) throw new Error('Nothing claimed');
    const run: Run = {
      request: claimed,
      deployments: [deployment(ids(), id, ids(), 2, 'DEPLOY', 'ONGOING')],
    };
    await save(store, run);
    run.deployments[0]?.steps.push({
      name: 'BUILD',
      phase: 'BUILDING',
      status: 'PENDING',
      durationMs: 1,
      timeoutMs: 1,
      startedAt: null,
      endedAt: null,
    });
    const [loaded] = await store.loadInFlight();
    expect(loaded?.deployments[0]?.steps).toEqual([]);
    expect(await store.nextDueAt()).toEqual(at(7));
    expect((await store.getRun(id))?.deployments[0]?.dueAt).toEqual(at(7));
  });

  it('tells the latest deployment and what runs of each service', async () => {
    const store = await makeStore();
    const [service, other] = [ids(), ids()];
    const id = ids();
    await store.enqueueRequest(request(id));
    const claimed = await store.claimNextRequest(environmentId, at(0));
    if (!claimed) throw new Error('Nothing claimed');
    const deployed = deployment(ids(), id, service, 1);
    const stopped = deployment(ids(), id, service, 3, 'STOP');
    const failed = deployment(ids(), id, service, 5, 'DEPLOY', 'ERROR');
    const uninstalled = deployment(ids(), id, other, 1, 'UNINSTALL');
    const earlier = deployment(ids(), id, other, 0);
    await save(store, { request: claimed, deployments: [deployed, stopped, failed, uninstalled, earlier] });

    expect((await store.latestDeployments([service, other])).get(service)?.id).toBe(failed.id);
    const deployedServices = await store.deployedServices([service, other]);
    expect(deployedServices.get(service)).toMatchObject({ stopped: true });
    expect(deployedServices.get(service)?.deployment.version.imageTag).toBe(deployed.id);
    expect(deployedServices.has(other)).toBe(false);
    const page = await store.listDeployments({ serviceId: service }, { offset: 1, limit: 1 });
    expect(page).toEqual({ total: 3, results: [expect.objectContaining({ id: stopped.id })] });
  });

  it('tells a service deployed, stopped, and running again after a restart', async () => {
    const store = await makeStore();
    const service = ids();
    const id = ids();
    await store.enqueueRequest(request(id));
    const claimed = await store.claimNextRequest(environmentId, at(0));
    if (!claimed) throw new Error('Nothing claimed');
    const first = deployment(ids(), id, service, 1);
    const second = deployment(ids(), id, service, 3, 'REDEPLOY');
    const stopped = deployment(ids(), id, service, 5, 'STOP');
    const failedDeploy = deployment(ids(), id, service, 9, 'DEPLOY', 'ERROR');
    await save(store, { request: claimed, deployments: [first, second, stopped, failedDeploy] });
    let deployed = (await store.deployedServices([service])).get(service);
    expect(deployed?.deployment.id).toBe(second.id);
    expect(deployed?.stopped).toBe(true);

    const restarted = deployment(ids(), id, service, 7, 'RESTART');
    await save(store, { request: claimed, deployments: [restarted] });
    deployed = (await store.deployedServices([service])).get(service);
    expect(deployed).toMatchObject({ stopped: false, deployment: { id: second.id } });
    expect(deployed?.deployment.snapshot).toEqual(second.snapshot);
    expect(await store.deployedServices([])).toEqual(new Map());
  });

  it('lets one of two concurrent claims of an environment win', async () => {
    const store = await makeStore();
    const [a, b] = [ids(), ids()];
    await store.enqueueRequest(request(a));
    await store.enqueueRequest(request(b));
    const claims = await Promise.all([
      store.claimNextRequest(environmentId, at(1)),
      store.claimNextRequest(environmentId, at(1)),
    ]);
    expect(claims.filter((claim) => claim !== null).map((claim) => claim?.id)).toEqual([a]);
    expect(await store.nextDueAt()).toBeNull();
    expect(await store.getRun(ids())).toBeNull();
    expect(await store.getDeployment(ids())).toBeNull();
  });

  it('lists runs newest first without those withdrawn while queued, and logs in time order', async () => {
    const store = await makeStore();
    const [ran, withdrawn] = [ids(), ids()];
    await store.enqueueRequest(request(ran));
    const queued = await store.enqueueRequest(request(withdrawn));
    const claimed = await store.claimNextRequest(environmentId, at(1));
    if (!claimed) throw new Error('Nothing claimed');
    const deploymentId = ids();
    await save(store, { request: { ...queued, status: 'CANCELED', endedAt: at(1) }, deployments: [] });
    await save(
      store,
      { request: claimed, deployments: [deployment(deploymentId, ran, ids(), 1)] },
      { logs: [line(ids(), ran, deploymentId, 4, 'later'), line(ids(), ran, deploymentId, 2, 'earlier')] },
    );
    await save(
      store,
      { request: claimed, deployments: [] },
      {
        logs: [line(ids(), ran, deploymentId, 4, 'later still')],
      },
    );
    const runs = await store.listRuns(environmentId, { offset: 0, limit: 10 });
    expect(runs.total).toBe(1);
    expect(runs.results[0]?.request.id).toBe(ran);
    const messages = (await store.listLogs({ deploymentId }, 10)).map((entry) => entry.message);
    expect(messages).toEqual(['earlier', 'later', 'later still']);
    expect((await store.listLogs({ requestId: ran }, 2)).map((entry) => entry.message)).toEqual([
      'later',
      'later still',
    ]);
  });

  it('pages logs in time order and follows them in the order they were written', async () => {
    const store = await makeStore();
    const requestId = ids();
    await store.enqueueRequest(request(requestId));
    const claimed = await store.claimNextRequest(environmentId, at(1));
    if (!claimed) throw new Error('Nothing claimed');
    const deploymentId = ids();
    const lineIds = [ids(), ids(), ids(), ids()];
    await save(
      store,
      { request: claimed, deployments: [deployment(deploymentId, requestId, ids(), 1)] },
      {
        logs: [
          line(lineIds[0]!, requestId, deploymentId, 2, 'first needle'),
          line(lineIds[1]!, requestId, deploymentId, 6, 'third'),
        ],
      },
    );
    // Written last, placed between the two.
    await save(
      store,
      { request: claimed, deployments: [] },
      { logs: [line(lineIds[2]!, requestId, deploymentId, 4, 'second NEEDLE')] },
    );
    const filter = { deploymentId };
    const messages = (page: { lines: { message: string }[] } | null) =>
      page?.lines.map((entry) => entry.message);

    const latest = await store.pageLogs(filter, { kind: 'latest', limit: 2 });
    expect(messages(latest)).toEqual(['second NEEDLE', 'third']);
    expect(latest).toMatchObject({ total: 3, firstPosition: 1, hasOlder: true, lastWrittenId: lineIds[2] });
    const older = await store.pageLogs(filter, { kind: 'before', lineId: lineIds[2]!, limit: 2 });
    expect(messages(older)).toEqual(['first needle']);
    expect(older).toMatchObject({ firstPosition: 0, hasOlder: false });
    const after = await store.pageLogs(filter, { kind: 'after', lineId: lineIds[1]!, limit: 10 });
    expect(messages(after)).toEqual(['second NEEDLE']);
    const found = await store.pageLogs(filter, { kind: 'search', text: 'needle', limit: 10 });
    expect(found).toMatchObject({ matchCount: 2, matchPositions: [0, 1] });
    expect(await store.pageLogs(filter, { kind: 'before', lineId: lineIds[3]!, limit: 2 })).toBeNull();
    expect(await store.pageLogs({ requestId: ids() }, { kind: 'latest', limit: 2 })).toMatchObject({
      lines: [],
      total: 0,
    });
  });
}
