import { describe, expect, it } from 'vitest';
import type { DeploymentAction } from '../../contract/deployments';
import type { ServiceOrdering } from './ordering';
import { deployAllTargets, selectedTargets } from './requestBodies';
import { build, environmentId, type Harness } from './testing/fixtures';
import { engineStores } from './testing/engineStores';

describe.each(engineStores())('on $name', (engineStore) => {
  const harness = engineStore.use();

  async function lastRun(h: Harness) {
    const [run] = (await h.engine.environmentHistory(environmentId, { offset: 0, limit: 1 })).results;
    if (!run) throw new Error('No run yet');
    return run;
  }

  const startOf = (run: Awaited<ReturnType<typeof lastRun>>, serviceId: string) =>
    run.services.find((service) => service.identifier.service_id === serviceId)?.started_at ?? '';
  const endOf = (run: Awaited<ReturnType<typeof lastRun>>, serviceId: string) =>
    run.services.find((service) => service.identifier.service_id === serviceId)?.ended_at ?? '';

  describe('an environment deploys stage by stage', () => {
    it('runs databases, then the other services side by side, then lifecycle jobs', async () => {
      const h = harness();
      const db = build.database();
      const app = build.application();
      const proxy = build.container();
      const stack = build.terraform();
      const seed = build.lifecycleJob();
      h.directory.add(app, seed, db, proxy, stack);

      const accepted = await h.engine.requestEnvironmentAction(environmentId, 'DEPLOY');
      expect(accepted).not.toHaveProperty('application_id');
      expect((await h.engine.environmentStatus(environmentId)).state).toBe('QUEUED');
      await h.step();
      expect((await h.engine.serviceStatus(db.id)).state).toBe('DEPLOYING');
      // Claimed but waiting for its stage.
      expect(await h.engine.serviceStatus(app.id)).toMatchObject({
        state: 'DEPLOYMENT_QUEUED',
        status_details: { status: 'QUEUED' },
      });
      await h.settle();

      const run = await lastRun(h);
      expect(run.stages.map((stage) => [stage.name, stage.status])).toEqual([
        ['Databases', 'DONE'],
        ['Services', 'DONE'],
        ['Lifecycle jobs', 'DONE'],
      ]);
      // By name within a stage: bucket, proxy, storefront.
      expect(run.stages[1]?.service_ids).toEqual([stack.id, proxy.id, app.id]);
      for (const service of [app, proxy, stack]) expect(startOf(run, service.id)).toBe(endOf(run, db.id));
      const middleEnd = [app, proxy, stack]
        .map((service) => endOf(run, service.id))
        .sort()
        .at(-1);
      expect(startOf(run, seed.id)).toBe(middleEnd);
      expect(run).toMatchObject({ id: accepted.id, status: 'DONE', state: 'DEPLOYED' });
      expect(await h.engine.environmentStatus(environmentId)).toMatchObject({
        state: 'DEPLOYED',
        last_deployment_state: 'DEPLOYED',
        last_deployment_id: accepted.id,
        deployment_status: 'UP_TO_DATE',
        origin: 'API',
      });
    });

    it('reads as the environment does while it runs, not as its first service that ended', async () => {
      const h = harness();
      const db = build.database();
      const app = build.application();
      h.directory.add(app, db);
      await h.engine.requestEnvironmentAction(environmentId, 'DEPLOY');
      for (let guard = 0; guard < 500; guard += 1) {
        if ((await h.engine.serviceStatus(db.id)).state === 'DEPLOYED') break;
        await h.step();
      }
      const run = await lastRun(h);
      expect(run.status).toBe('RUNNING');
      expect(run.state).toMatch(/^(BUILDING|DEPLOYING)$/);
      expect(run.state).toBe((await h.engine.environmentStatus(environmentId)).state);
    });

    it('follows the injected ordering, stage ids included', async () => {
      const asked: DeploymentAction[] = [];
      const first = build.application('first');
      const second = build.application('second');
      const ordering: ServiceOrdering = (services, request) => {
        asked.push(request.action);
        expect(services.map((service) => service.id).sort()).toEqual([first.id, second.id].sort());
        return [
          { name: 'Front', stageId: '57a6e000-0000-4000-8000-000000000001', serviceIds: [second.id] },
          { name: 'Back', serviceIds: [first.id] },
        ];
      };
      const h = harness({ ordering });
      h.directory.add(first, second);
      await h.engine.requestEnvironmentAction(environmentId, 'DEPLOY');
      await h.settle();
      const run = await lastRun(h);
      expect(asked).toEqual(['DEPLOY']);
      expect(run.stages.map((stage) => [stage.stage_id, stage.name])).toEqual([
        ['57a6e000-0000-4000-8000-000000000001', 'Front'],
        [null, 'Back'],
      ]);
      expect(startOf(run, first.id)).toBe(endOf(run, second.id));
    });

    it('stops at a failed stage: its siblings finish, later stages are canceled saying why', async () => {
      const h = harness();
      const broken = build.database('orders-fail-deploy');
      const healthy = build.database('users-db');
      const app = build.application();
      h.directory.add(broken, healthy, app);
      await h.engine.requestEnvironmentAction(environmentId, 'DEPLOY');
      await h.settle();

      const run = await lastRun(h);
      expect(run.stages.map((stage) => [stage.status, stage.reason])).toEqual([
        ['ERROR', null],
        ['CANCELED', 'Not run: orders-fail-deploy failed in stage "Databases"'],
      ]);
      expect(run.state).toBe('DEPLOYMENT_ERROR');
      expect((await h.engine.serviceStatus(healthy.id)).state).toBe('DEPLOYED');
      expect(await h.engine.serviceStatus(app.id)).toMatchObject({
        state: 'CANCELED',
        status_details: { status: 'CANCELED' },
      });
      const skipped = run.services.find((service) => service.identifier.service_id === app.id);
      expect(skipped?.reason).toBe('Not run: orders-fail-deploy failed in stage "Databases"');
      expect(skipped?.steps.every((step) => step.status === 'SKIP')).toBe(true);
      // Nothing started, so nothing is announced for the skipped service.
      expect(h.store.events().filter((event) => event.payload.application_id === app.id)).toEqual([]);
      expect(await h.engine.environmentStatus(environmentId)).toMatchObject({
        state: 'DEPLOYMENT_ERROR',
        last_deployment_state: 'DEPLOYMENT_ERROR',
      });
    });

    it('cancels the running stage and every stage after it', async () => {
      const h = harness();
      const db = build.database();
      const app = build.application();
      h.directory.add(db, app);
      await h.engine.requestEnvironmentAction(environmentId, 'DEPLOY');
      await h.step();
      const outcome = await h.engine.cancelEnvironment(environmentId);
      expect(outcome.phase).toBe('RUNNING');
      expect((await h.engine.environmentStatus(environmentId)).state).toBe('CANCELING');
      await h.settle();
      const run = await lastRun(h);
      expect(run.stages.map((stage) => stage.status)).toEqual(['CANCELED', 'CANCELED']);
      expect(run.state).toBe('CANCELED');
      expect((await h.engine.serviceStatus(db.id)).state).toBe('CANCELED');
      expect((await h.engine.environmentStatus(environmentId)).state).toBe('CANCELED');
    });

    it('stops in reverse order and leaves out what cannot stop', async () => {
      const h = harness();
      const db = build.database();
      const app = build.application();
      const stack = build.terraform();
      h.directory.add(db, app, stack);
      await h.engine.requestEnvironmentAction(environmentId, 'STOP');
      await h.settle();
      const run = await lastRun(h);
      expect(run.stages.map((stage) => stage.name)).toEqual(['Services', 'Databases']);
      expect(run.services.map((service) => service.identifier.service_id)).not.toContain(stack.id);
      expect((await h.engine.environmentStatus(environmentId)).state).toBe('STOPPED');
    });

    it('deploys, restarts and stops selected services, with the versions given', async () => {
      const h = harness();
      const app = build.application();
      const proxy = build.container();
      const job = build.cronJob();
      h.directory.add(app, proxy, job);
      const targets = deployAllTargets({
        applications: [{ application_id: app.id, git_commit_id: 'c0ffee1' }],
        containers: [{ id: proxy.id, image_tag: '1.28' }],
      });
      await h.engine.requestEnvironmentAction(environmentId, 'DEPLOY', {
        targets,
        origin: 'CONSOLE',
        triggeredBy: 'ada',
      });
      await h.settle();
      expect((await h.engine.deployedVersion(app.id))?.gitCommitId).toBe('c0ffee1');
      expect((await h.engine.deployedVersion(proxy.id))?.imageTag).toBe('1.28');
      expect((await h.engine.serviceStatus(job.id)).state).toBe('READY');
      expect(await h.engine.environmentStatus(environmentId)).toMatchObject({
        origin: 'CONSOLE',
        triggered_by: 'ada',
      });

      await expect(
        h.engine.requestEnvironmentAction(environmentId, 'RESTART', { targets: [{ serviceId: job.id }] }),
      ).rejects.toMatchObject({ code: 'ACTION_NOT_ALLOWED' });
      await h.engine.requestEnvironmentAction(environmentId, 'STOP', {
        targets: selectedTargets({ application_ids: [app.id], container_ids: [proxy.id] }),
      });
      await h.settle();
      expect((await h.engine.serviceStatus(proxy.id)).state).toBe('STOPPED');
    });
  });

  describe('stages that skip services', () => {
    const front = '57a6e000-0000-4000-8000-00000000000f';
    const back = '57a6e000-0000-4000-8000-00000000000b';

    /** Two stages as the environment's deployment stages would say: `skipped` are marked to skip. */
    function stagedHarness(skipped: (ids: { web: string; api: string; worker: string }) => string[]) {
      const web = build.application('web');
      const api = build.application('api');
      const worker = build.container('worker');
      const ids = { web: web.id, api: api.id, worker: worker.id };
      const skip = new Set(skipped(ids));
      const ordering: ServiceOrdering = (_services, request) =>
        [
          { name: 'front', stageId: front, ids: [web.id, api.id] },
          { name: 'back', stageId: back, ids: [worker.id] },
        ].map((stage) => ({
          name: stage.name,
          stageId: stage.stageId,
          serviceIds: stage.ids.filter((id) => request.chosenServices || !skip.has(id)),
          skippedServiceIds: request.chosenServices ? [] : stage.ids.filter((id) => skip.has(id)),
        }));
      const h = harness({ ordering });
      h.directory.add(web, api, worker);
      return { h, web, api, worker };
    }

    it('runs the others, records the skipped ones, and shows a stage of skipped services as SKIPPED', async () => {
      const { h, web, api, worker } = stagedHarness((ids) => [ids.api, ids.worker]);
      await h.engine.requestEnvironmentAction(environmentId, 'DEPLOY');
      await h.settle();
      const run = await lastRun(h);
      expect(run.stages.map((stage) => [stage.name, stage.status, stage.skipped_service_ids])).toEqual([
        ['front', 'DONE', [api.id]],
        ['back', 'SKIPPED', [worker.id]],
      ]);
      expect(run.services.map((service) => service.identifier.service_id)).toEqual([web.id]);
      expect(run.state).toBe('DEPLOYED');
      expect((await h.engine.serviceStatus(api.id)).state).toBe('READY');
      expect((await h.engine.serviceStatus(worker.id)).state).toBe('READY');
    });

    it('goes on past a stage whose services are all skipped', async () => {
      const { h, web, api, worker } = stagedHarness((ids) => [ids.web, ids.api]);
      await h.engine.requestEnvironmentAction(environmentId, 'DEPLOY');
      await h.settle();
      const run = await lastRun(h);
      expect(run.stages.map((stage) => stage.status)).toEqual(['SKIPPED', 'DONE']);
      expect(run.services.map((service) => service.identifier.service_id)).toEqual([worker.id]);
      expect((await h.engine.serviceStatus(web.id)).state).toBe('READY');
      expect((await h.engine.serviceStatus(api.id)).state).toBe('READY');
    });

    it('runs a skipped service that is named: alone, or among the chosen services', async () => {
      const { h, api, worker } = stagedHarness((ids) => [ids.api, ids.worker]);
      await h.engine.requestServiceAction(api.id, 'DEPLOY');
      await h.settle();
      expect((await h.engine.serviceStatus(api.id)).state).toBe('DEPLOYED');
      await h.engine.requestEnvironmentAction(environmentId, 'DEPLOY', {
        targets: [{ serviceId: worker.id }],
      });
      await h.settle();
      expect((await h.engine.serviceStatus(worker.id)).state).toBe('DEPLOYED');
    });
  });

  describe('deployment status', () => {
    it('is NEVER_DEPLOYED, then UP_TO_DATE, then OUT_OF_DATE once the configuration changes', async () => {
      const h = harness();
      const app = build.application();
      h.directory.add(app);
      expect(await h.engine.serviceStatus(app.id)).toMatchObject({
        state: 'READY',
        service_deployment_status: 'NEVER_DEPLOYED',
        is_part_last_deployment: false,
        deployment_request_id: null,
      });
      expect((await h.engine.environmentStatus(environmentId)).deployment_status).toBe('NEVER_DEPLOYED');
      await h.engine.requestServiceAction(app.id, 'DEPLOY');
      await h.settle();
      expect((await h.engine.serviceStatus(app.id)).service_deployment_status).toBe('UP_TO_DATE');

      h.directory.change(app.id, { configVersion: 'v2' });
      expect((await h.engine.serviceStatus(app.id)).service_deployment_status).toBe('OUT_OF_DATE');
      const statuses = await h.engine.environmentStatuses(environmentId);
      expect(statuses.environment.deployment_status).toBe('OUT_OF_DATE');
      expect(statuses.applications.map((status) => status.id)).toEqual([app.id]);
      expect(statuses.databases).toEqual([]);

      await h.engine.requestServiceAction(app.id, 'REDEPLOY');
      await h.settle();
      expect((await h.engine.serviceStatus(app.id)).service_deployment_status).toBe('UP_TO_DATE');
    });
  });
});
