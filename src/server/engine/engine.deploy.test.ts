import { describe, expect, it } from 'vitest';
import { build, statesOf, stepsOf } from './testing/fixtures';
import { engineStores } from './testing/engineStores';

describe.each(engineStores())('on $name', (engineStore) => {
  const harness = engineStore.use();

  describe('a service deploys through its states', () => {
    it('answers the deploy call with the queued request, then builds and deploys an application', async () => {
      const h = harness();
      const app = build.application();
      h.directory.add(app);

      const accepted = await h.engine.requestServiceAction(app.id, 'DEPLOY');
      expect(accepted).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        status: 'QUEUED',
        application_id: app.id,
        environment_id: app.environmentId,
        created_at: h.clock.now().toISOString(),
      });

      expect(await statesOf(h, app.id)).toEqual(['QUEUED', 'BUILDING', 'DEPLOYING', 'DEPLOYED']);
      const status = await h.engine.serviceStatus(app.id);
      expect(status).toMatchObject({
        state: 'DEPLOYED',
        service_deployment_status: 'UP_TO_DATE',
        is_part_last_deployment: true,
        status_details: { action: 'DEPLOY', status: 'SUCCESS', sub_action: 'NONE' },
        deployment_request_id: accepted.id,
        deployment_requests_count: 0,
      });
      expect(await stepsOf(h, app.id)).toEqual([
        'REGISTRY_CREATE_REPOSITORY:SUCCESS',
        'GIT_CLONE:SUCCESS',
        'BUILD_QUEUEING:SUCCESS',
        'BUILD:SUCCESS',
        'DEPLOYMENT_QUEUEING:SUCCESS',
        'DEPLOYMENT:SUCCESS',
        'ROUTER_DEPLOYMENT:SUCCESS',
      ]);
      // Demo pace: an application takes 10 to 30 seconds.
      expect(status.steps?.total_duration_sec).toBeGreaterThanOrEqual(10);
      expect(status.steps?.total_duration_sec).toBeLessThanOrEqual(30);
      // Queueing is waiting, not computing.
      expect(status.steps?.total_computing_duration_sec).toBeLessThan(status.steps?.total_duration_sec ?? 0);
    });

    it.each([
      [
        'container',
        () => build.container(),
        [
          'REGISTRY_CREATE_REPOSITORY',
          'MIRROR_IMAGE',
          'DEPLOYMENT_QUEUEING',
          'DEPLOYMENT',
          'ROUTER_DEPLOYMENT',
        ],
        ['QUEUED', 'BUILDING', 'DEPLOYING', 'DEPLOYED'],
      ],
      [
        'database',
        () => build.database(),
        ['DEPLOYMENT_QUEUEING', 'DEPLOYMENT'],
        ['QUEUED', 'DEPLOYING', 'DEPLOYED'],
      ],
      [
        'cron job',
        () => build.cronJob(),
        ['REGISTRY_CREATE_REPOSITORY', 'MIRROR_IMAGE', 'DEPLOYMENT_QUEUEING', 'DEPLOYMENT'],
        ['QUEUED', 'BUILDING', 'DEPLOYING', 'DEPLOYED'],
      ],
      [
        'lifecycle job',
        () => build.lifecycleJob(),
        [
          'REGISTRY_CREATE_REPOSITORY',
          'GIT_CLONE',
          'BUILD_QUEUEING',
          'BUILD',
          'DEPLOYMENT_QUEUEING',
          'EXECUTING',
        ],
        ['QUEUED', 'BUILDING', 'DEPLOYING', 'EXECUTING', 'DEPLOYED'],
      ],
      [
        'helm chart',
        () => build.helm(),
        ['DEPLOYMENT_QUEUEING', 'DEPLOYMENT'],
        ['QUEUED', 'DEPLOYING', 'DEPLOYED'],
      ],
      [
        'terraform',
        () => build.terraform(),
        ['GIT_CLONE', 'BUILD_QUEUEING', 'BUILD', 'DEPLOYMENT_QUEUEING', 'EXECUTING'],
        ['QUEUED', 'BUILDING', 'DEPLOYING', 'DEPLOYED'],
      ],
    ] as const)('deploys a %s with the steps of its type', async (_label, make, steps, states) => {
      const h = harness();
      const service = make();
      h.directory.add(service);
      await h.engine.requestServiceAction(service.id, 'DEPLOY');
      expect(await statesOf(h, service.id)).toEqual(states);
      expect(await stepsOf(h, service.id)).toEqual(steps.map((name) => `${name}:SUCCESS`));
    });

    it('reports a terraform plan-and-apply, and a plan only, as sub actions', async () => {
      const h = harness();
      const stack = build.terraform();
      h.directory.add(stack);
      await h.engine.requestServiceAction(stack.id, 'DEPLOY');
      await h.settle();
      expect((await h.engine.serviceStatus(stack.id)).status_details.sub_action).toBe(
        'TERRAFORM_PLAN_AND_APPLY',
      );
      await h.engine.requestServiceAction(stack.id, 'DEPLOY', { overrides: { terraformAction: 'PLAN' } });
      expect((await h.engine.serviceStatus(stack.id)).status_details).toEqual({
        action: 'DEPLOY',
        status: 'QUEUED',
        sub_action: 'TERRAFORM_PLAN_ONLY',
      });
      await h.settle();
      const [last] = (await h.engine.serviceHistory(stack.id, { offset: 0, limit: 1 })).results;
      expect(last?.status_details.sub_action).toBe('TERRAFORM_PLAN_ONLY');
    });
  });
});
