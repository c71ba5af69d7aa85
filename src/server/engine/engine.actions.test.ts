import { describe, expect, it } from 'vitest';
import { simulatedHead } from './gitHistory';
import { build, type Harness, statesOf, stepsOf } from './testing/fixtures';
import { engineStores } from './testing/engineStores';

describe.each(engineStores())('on $name', (engineStore) => {
  const harness = engineStore.use();

  describe('other actions', () => {
    async function deployed(h: Harness, service = build.application()) {
      h.directory.add(service);
      await h.engine.requestServiceAction(service.id, 'DEPLOY');
      await h.settle();
      return service;
    }

    it('stops, restarts, uninstalls and redeploys an application', async () => {
      const h = harness();
      const app = await deployed(h);

      await h.engine.requestServiceAction(app.id, 'STOP');
      expect(await statesOf(h, app.id)).toEqual(['STOP_QUEUED', 'STOPPING', 'STOPPED']);
      expect((await h.engine.serviceStatus(app.id)).status_details).toMatchObject({
        action: 'STOP',
        status: 'SUCCESS',
      });
      // A stopped service still has its configuration deployed.
      expect((await h.engine.serviceStatus(app.id)).service_deployment_status).toBe('UP_TO_DATE');

      await h.engine.requestServiceAction(app.id, 'RESTART');
      expect(await statesOf(h, app.id)).toEqual(['RESTART_QUEUED', 'RESTARTING', 'RESTARTED']);

      await h.engine.requestServiceAction(app.id, 'UNINSTALL');
      expect(await statesOf(h, app.id)).toEqual(['DELETE_QUEUED', 'DELETING', 'DELETED']);
      expect((await h.engine.serviceStatus(app.id)).service_deployment_status).toBe('NEVER_DEPLOYED');
      // Uninstall keeps the configuration.
      expect(h.store.removedServiceIds()).toEqual([]);

      await h.engine.requestServiceAction(app.id, 'REDEPLOY');
      expect(await statesOf(h, app.id)).toEqual(['QUEUED', 'BUILDING', 'DEPLOYING', 'DEPLOYED']);
    });

    it('deletes a service: its configuration goes with the DELETED state', async () => {
      const h = harness();
      const db = await deployed(h, build.database());
      await h.engine.requestServiceAction(db.id, 'DELETE');
      expect(await statesOf(h, db.id)).toEqual(['DELETE_QUEUED', 'DELETING', 'DELETED']);
      expect(h.store.removedServiceIds()).toEqual([db.id]);
    });

    it('runs the on_stop and on_delete commands of a lifecycle job', async () => {
      const h = harness();
      const job = await deployed(h, build.lifecycleJob());
      await h.engine.requestServiceAction(job.id, 'STOP');
      expect(await statesOf(h, job.id)).toEqual(['STOP_QUEUED', 'STOPPING', 'EXECUTING', 'STOPPED']);
      await h.engine.requestServiceAction(job.id, 'DELETE');
      await h.settle();
      expect(await stepsOf(h, job.id)).toEqual([
        'DEPLOYMENT_QUEUEING:SUCCESS',
        'EXECUTING:SUCCESS',
        'DEPLOYMENT:SUCCESS',
      ]);
    });

    it('redeploys the commit deployed last, while a deploy takes the branch head or the commit given', async () => {
      const h = harness();
      const app = await deployed(h);
      const first = await h.engine.deployedVersion(app.id);
      // The branch head is the newest commit of the history the commit list answers for the repository.
      const { source } = app;
      if (source.kind !== 'git') throw new Error('An application is built from git');
      expect(first?.gitCommitId).toBe(simulatedHead(source.repositoryUrl, source.branch));

      await h.engine.requestServiceAction(app.id, 'DEPLOY', { overrides: { gitCommitId: 'abc1234' } });
      await h.settle();
      expect((await h.engine.deployedVersion(app.id))?.gitCommitId).toBe('abc1234');

      await h.engine.requestServiceAction(app.id, 'REDEPLOY');
      await h.settle();
      expect((await h.engine.deployedVersion(app.id))?.gitCommitId).toBe('abc1234');

      await h.engine.requestServiceAction(app.id, 'DEPLOY');
      await h.settle();
      expect((await h.engine.deployedVersion(app.id))?.gitCommitId).toBe(first?.gitCommitId);
    });

    it('refuses what the action matrix does not allow', async () => {
      const h = harness();
      const job = build.cronJob();
      const stack = build.terraform();
      h.directory.add(job, stack);
      await expect(h.engine.requestServiceAction(job.id, 'RESTART')).rejects.toMatchObject({
        code: 'ACTION_NOT_ALLOWED',
        message: 'restart is not available for a job service',
      });
      await expect(h.engine.requestServiceAction(stack.id, 'STOP')).rejects.toMatchObject({
        code: 'ACTION_NOT_ALLOWED',
        message: 'stop is not available for a terraform service',
      });
      await expect(
        h.engine.requestServiceAction('5e000000-0000-4000-8000-0000000fffff', 'DEPLOY'),
      ).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    });

    it('emits each deployment event once, with the ids a webhook receiver needs', async () => {
      const h = harness();
      const app = await deployed(h);
      const events = h.store.events();
      expect(events.map((event) => event.type)).toEqual(['DEPLOYMENT_STARTED', 'DEPLOYMENT_SUCCEEDED']);
      const [started, succeeded] = events;
      expect(started?.payload).toMatchObject({ state: 'BUILDING', time: started?.createdAt.toISOString() });
      expect(succeeded?.payload).toEqual({
        application_id: app.id,
        service_type: 'APPLICATION',
        service_name: 'storefront',
        environment_id: app.environmentId,
        project_id: app.projectId,
        organization_id: app.organizationId,
        deployment_id: expect.any(String),
        deployment_request_id: expect.any(String),
        action: 'DEPLOY',
        state: 'DEPLOYED',
        time: h.clock.now().toISOString(),
        message: null,
      });
      // Running again after everything settled changes nothing.
      await h.engine.runDue();
      expect(h.store.events()).toHaveLength(2);
    });
  });
});
