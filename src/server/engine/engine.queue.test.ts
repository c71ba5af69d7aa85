import { describe, expect, it } from 'vitest';
import { build, otherEnvironmentId } from './testing/fixtures';
import { engineStores } from './testing/engineStores';

describe.each(engineStores())('on $name', (engineStore) => {
  const harness = engineStore.use();

  describe('one deployment at a time per environment', () => {
    it('queues later requests in order and counts those waiting for each service', async () => {
      const h = harness();
      const api = build.application('api');
      const web = build.application('web');
      h.directory.add(api, web);
      const first = await h.engine.requestServiceAction(api.id, 'DEPLOY');
      const second = await h.engine.requestServiceAction(web.id, 'DEPLOY');
      const third = await h.engine.requestServiceAction(api.id, 'RESTART');

      await h.step();
      expect(await h.engine.serviceStatus(api.id)).toMatchObject({
        state: 'BUILDING',
        deployment_request_id: first.id,
        deployment_requests_count: 1,
      });
      expect(await h.engine.serviceStatus(web.id)).toMatchObject({
        state: 'QUEUED',
        status_details: { action: 'DEPLOY', status: 'QUEUED', sub_action: 'NONE' },
        deployment_request_id: second.id,
        deployment_requests_count: 1,
      });
      const queue = await h.engine.environmentQueue(api.environmentId);
      expect(queue.map((item) => [item.id, item.status, item.position, item.action])).toEqual([
        [first.id, 'RUNNING', 0, 'DEPLOY'],
        [second.id, 'QUEUED', 1, 'DEPLOY'],
        [third.id, 'QUEUED', 2, 'RESTART'],
      ]);
      expect((await h.engine.serviceQueue(web.id)).map((item) => item.id)).toEqual([second.id]);

      await h.settle();
      const runs = (
        await h.engine.environmentHistory(api.environmentId, { offset: 0, limit: 10 })
      ).results.reverse();
      expect(runs.map((run) => run.id)).toEqual([first.id, second.id, third.id]);
      runs.slice(1).forEach((run, index) => {
        // Each starts when the one before it ended, never earlier.
        expect(run.started_at).toBe(runs[index]?.ended_at);
      });
      expect(await h.engine.environmentQueue(api.environmentId)).toEqual([]);
      expect((await h.engine.serviceStatus(api.id)).state).toBe('RESTARTED');
    });

    it('runs different environments side by side', async () => {
      const h = harness();
      const here = build.application('api');
      const there = build.application('api', { environmentId: otherEnvironmentId });
      h.directory.add(here, there);
      await h.engine.requestServiceAction(here.id, 'DEPLOY');
      await h.engine.requestServiceAction(there.id, 'DEPLOY');
      await h.step();
      expect((await h.engine.serviceStatus(here.id)).state).toBe('BUILDING');
      expect((await h.engine.serviceStatus(there.id)).state).toBe('BUILDING');
    });
  });

  describe('a request on a service that already has one waiting', () => {
    it('joins it: twenty deploys in a row queue one, which deploys the newest commit asked for', async () => {
      const h = harness();
      const api = build.application('api');
      h.directory.add(api);
      const running = await h.engine.requestServiceAction(api.id, 'DEPLOY');
      await h.step();

      const answers = [];
      for (let commit = 1; commit <= 20; commit += 1) {
        const gitCommitId = `c0ffee${String(commit).padStart(2, '0')}`;
        answers.push(await h.engine.requestServiceAction(api.id, 'DEPLOY', { overrides: { gitCommitId } }));
      }
      expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
      expect(answers[0]).toMatchObject({ status: 'QUEUED', application_id: api.id });
      const queue = await h.engine.environmentQueue(api.environmentId);
      expect(queue.map((item) => [item.id, item.status])).toEqual([
        [running.id, 'RUNNING'],
        [answers[0]!.id, 'QUEUED'],
      ]);
      expect((await h.engine.serviceStatus(api.id)).deployment_requests_count).toBe(1);

      await h.settle();
      expect((await h.engine.deployedVersion(api.id))?.gitCommitId).toBe('c0ffee20');
      expect(
        (await h.engine.environmentHistory(api.environmentId, { offset: 0, limit: 10 })).results.map(
          (run) => run.id,
        ),
      ).toEqual([answers[0]!.id, running.id]);
    });

    it('keeps the commit asked before when the newest deploy pins none, and says who asked last', async () => {
      const h = harness();
      const api = build.application('api');
      h.directory.add(api);
      await h.engine.requestServiceAction(api.id, 'DEPLOY');
      await h.step();
      const pinned = await h.engine.requestServiceAction(api.id, 'DEPLOY', {
        overrides: { gitCommitId: 'abc1234' },
        triggeredBy: 'first-caller',
      });
      const joined = await h.engine.requestServiceAction(api.id, 'DEPLOY', { triggeredBy: 'second-caller' });
      expect(joined.id).toBe(pinned.id);
      expect((await h.engine.environmentQueue(api.environmentId))[1]).toMatchObject({
        id: pinned.id,
        triggered_by: 'second-caller',
      });

      await h.settle();
      expect((await h.engine.deployedVersion(api.id))?.gitCommitId).toBe('abc1234');
    });

    it('queues behind it when something else was asked of the service in between, or once it has started', async () => {
      const h = harness();
      const api = build.application('api');
      const web = build.application('web');
      h.directory.add(api, web);
      const first = await h.engine.requestServiceAction(api.id, 'DEPLOY');
      const restart = await h.engine.requestServiceAction(api.id, 'RESTART');
      const second = await h.engine.requestServiceAction(api.id, 'DEPLOY');
      const environmentDeploy = await h.engine.requestEnvironmentAction(api.environmentId, 'DEPLOY');
      const third = await h.engine.requestServiceAction(api.id, 'DEPLOY');
      expect(new Set([first.id, restart.id, second.id, environmentDeploy.id, third.id]).size).toBe(5);

      await h.settle();
      const fourth = await h.engine.requestServiceAction(api.id, 'DEPLOY');
      await h.step();
      const started = await h.engine.requestServiceAction(api.id, 'DEPLOY');
      expect(started.id).not.toBe(fourth.id);
    });
  });

  describe('cancel', () => {
    it('withdraws a queued request of a service, which goes back to how it was', async () => {
      const h = harness();
      const api = build.application('api');
      const web = build.application('web');
      h.directory.add(api, web);
      await h.engine.requestServiceAction(api.id, 'DEPLOY');
      const waiting = await h.engine.requestServiceAction(web.id, 'DEPLOY');
      await h.step();

      expect(await h.engine.cancelService(web.id)).toEqual({ phase: 'QUEUED', requestIds: [waiting.id] });
      expect(await h.engine.serviceStatus(web.id)).toMatchObject({
        state: 'READY',
        status_details: { status: 'NEVER' },
        deployment_requests_count: 0,
      });
      expect((await h.engine.environmentQueue(api.environmentId)).map((item) => item.id)).not.toContain(
        waiting.id,
      );
      expect((await h.engine.request(waiting.id))?.status).toBe('CANCELED');
      await h.settle();
      expect((await h.engine.serviceStatus(web.id)).state).toBe('READY');
      expect(h.store.events().filter((event) => event.payload.application_id === web.id)).toEqual([]);
    });

    it('takes one service out of a queued environment request, leaving the others', async () => {
      const h = harness();
      const api = build.application('api');
      const web = build.application('web');
      h.directory.add(api, web);
      await h.engine.requestServiceAction(api.id, 'DEPLOY');
      const environmentDeploy = await h.engine.requestEnvironmentAction(api.environmentId, 'DEPLOY');
      await h.engine.cancelService(web.id);
      const [, queued] = await h.engine.environmentQueue(api.environmentId);
      expect(queued).toMatchObject({ id: environmentDeploy.id, services: [{ id: api.id }] });
    });

    it('cancels a queued request by its id', async () => {
      const h = harness();
      const api = build.application('api');
      h.directory.add(api);
      const request = await h.engine.requestServiceAction(api.id, 'DEPLOY');
      expect(await h.engine.cancelRequest(request.id)).toEqual({ phase: 'QUEUED', requestIds: [request.id] });
      await h.settle();
      expect((await h.engine.serviceStatus(api.id)).state).toBe('READY');
      await expect(h.engine.cancelRequest(request.id)).rejects.toMatchObject({ code: 'NOTHING_TO_CANCEL' });
    });

    it('cancels a build under way: CANCELING, then CANCELED, and the next request runs', async () => {
      const h = harness();
      const api = build.application('api');
      h.directory.add(api);
      const running = await h.engine.requestServiceAction(api.id, 'DEPLOY');
      const next = await h.engine.requestServiceAction(api.id, 'STOP');
      while ((await h.engine.serviceStatus(api.id)).steps?.details.at(-1)?.step_name !== 'BUILD_QUEUEING')
        await h.step();
      expect((await h.engine.serviceStatus(api.id)).state).toBe('BUILDING');

      expect(await h.engine.cancelService(api.id)).toEqual({ phase: 'RUNNING', requestIds: [running.id] });
      expect(await h.engine.serviceStatus(api.id)).toMatchObject({
        state: 'CANCELING',
        status_details: { action: 'DEPLOY', status: 'CANCELING' },
        deployment_requests_count: 1,
      });
      expect((await h.engine.environmentStatus(api.environmentId)).state).toBe('CANCELING');

      await h.step();
      const canceled = (await h.engine.request(running.id))?.services[0];
      expect(canceled).toMatchObject({ state: 'CANCELED', reason: 'Canceled on request' });
      expect(canceled?.steps.map((step) => step.status)).toEqual([
        'SUCCESS',
        'SUCCESS',
        'SUCCESS',
        'CANCEL',
        'SKIP',
        'SKIP',
        'SKIP',
      ]);
      const events = h.store.events().filter((event) => event.payload.deployment_id === canceled?.id);
      expect(events.map((event) => event.type)).toEqual(['DEPLOYMENT_STARTED', 'DEPLOYMENT_CANCELLED']);
      const logs = await h.engine.deploymentLogs(canceled?.id ?? '');
      expect(logs.filter((line) => line.level === 'WARNING').map((line) => line.message)).toEqual([
        'Cancel requested: winding down the operation in progress',
        'api: deployment canceled',
      ]);

      await h.settle();
      expect(await h.engine.serviceStatus(api.id)).toMatchObject({
        state: 'STOPPED',
        deployment_request_id: next.id,
      });
    });

    it('says when there is nothing to cancel', async () => {
      const h = harness();
      const api = build.application('api');
      h.directory.add(api);
      await expect(h.engine.cancelService(api.id)).rejects.toMatchObject({ code: 'NOTHING_TO_CANCEL' });
      await expect(h.engine.cancelEnvironment(api.environmentId)).rejects.toMatchObject({
        code: 'NOTHING_TO_CANCEL',
      });
    });
  });
});
