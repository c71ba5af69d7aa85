import { describe, expect, it } from 'vitest';
import type { FileExistsProbe } from './snapshot';
import { build, type Harness } from './testing/fixtures';
import { engineStores } from './testing/engineStores';

describe.each(engineStores())('on $name', (engineStore) => {
  const harness = engineStore.use();

  async function deployAndSettle(h: Harness, serviceId: string) {
    await h.engine.requestServiceAction(serviceId, 'DEPLOY');
    await h.settle();
    const status = await h.engine.serviceStatus(serviceId);
    const [deployment] = (await h.engine.serviceHistory(serviceId, { offset: 0, limit: 1 })).results;
    const logs = await h.engine.serviceLogs(serviceId);
    return { status, deployment, logs, last: logs.at(-1) };
  }

  describe('failures on purpose', () => {
    it('fails the build of a branch named fail-build, saying why last', async () => {
      const h = harness();
      const app = build.application('storefront', { source: build.gitSource('feature/fail-build') });
      h.directory.add(app);
      const { status, deployment, last } = await deployAndSettle(h, app.id);

      expect(status.state).toBe('BUILD_ERROR');
      expect(status.status_details).toEqual({ action: 'DEPLOY', status: 'ERROR', sub_action: 'NONE' });
      // A failed first deploy leaves nothing deployed.
      expect(status.service_deployment_status).toBe('NEVER_DEPLOYED');
      expect(deployment?.steps.map((step) => `${step.step_name}:${step.status}`)).toEqual([
        'REGISTRY_CREATE_REPOSITORY:SUCCESS',
        'GIT_CLONE:SUCCESS',
        'BUILD_QUEUEING:SUCCESS',
        'BUILD:ERROR',
        'DEPLOYMENT_QUEUEING:SKIP',
        'DEPLOYMENT:SKIP',
        'ROUTER_DEPLOYMENT:SKIP',
      ]);
      expect(last).toMatchObject({ level: 'ERROR', step: 'BUILD' });
      expect(last?.message).toContain('branch feature/fail-build contains "fail-build"');
      expect(deployment?.reason).toBe(last?.message);
      expect(h.store.events().map((event) => event.type)).toEqual([
        'DEPLOYMENT_STARTED',
        'DEPLOYMENT_FAILED',
      ]);
      expect(h.store.events()[1]?.payload).toMatchObject({ state: 'BUILD_ERROR', message: last?.message });
    });

    it('fails the build when the Dockerfile is not in the repository, asking the injected probe', async () => {
      const asked: string[] = [];
      const fileExists: FileExistsProbe = async (repository, branch, path) => {
        asked.push(`${repository}#${branch}:${path}`);
        return path !== 'docker/Dockerfile.prod';
      };
      const h = harness({ fileExists });
      const app = build.application('api', {
        source: { ...build.gitSource('main', 'Dockerfile.prod'), rootPath: '/docker' },
      });
      h.directory.add(app);
      const { status, last } = await deployAndSettle(h, app.id);
      expect(asked).toEqual(['https://github.com/acme/storefront.git#main:docker/Dockerfile.prod']);
      expect(status.state).toBe('BUILD_ERROR');
      expect(last).toMatchObject({ level: 'ERROR', step: 'BUILD' });
      expect(last?.message).toBe(
        'Build failed: Dockerfile.prod does not exist on branch main of https://github.com/acme/storefront.git',
      );
    });

    it('treats a Dockerfile path containing "missing" as absent by default', async () => {
      const h = harness();
      const app = build.application('api', { source: build.gitSource('main', 'missing/Dockerfile') });
      h.directory.add(app);
      expect((await deployAndSettle(h, app.id)).status.state).toBe('BUILD_ERROR');
    });

    it('fails to mirror an image tag named fail-build', async () => {
      const h = harness();
      const proxy = build.container('proxy', '1.27-fail-build');
      h.directory.add(proxy);
      const { status, deployment, last } = await deployAndSettle(h, proxy.id);
      expect(status.state).toBe('BUILD_ERROR');
      expect(deployment?.steps.find((step) => step.status === 'ERROR')?.step_name).toBe('MIRROR_IMAGE');
      expect(last?.message).toContain('nginx:1.27-fail-build could not be mirrored');
    });

    it('fails the rollout of an image tag named fail-deploy, keeping what was deployed before', async () => {
      const h = harness();
      const proxy = build.container('proxy', '1.27');
      h.directory.add(proxy);
      await deployAndSettle(h, proxy.id);
      await h.engine.requestServiceAction(proxy.id, 'DEPLOY', { overrides: { imageTag: 'fail-deploy' } });
      await h.settle();
      const status = await h.engine.serviceStatus(proxy.id);
      expect(status.state).toBe('DEPLOYMENT_ERROR');
      expect(status.service_deployment_status).toBe('UP_TO_DATE');
      expect((await h.engine.deployedVersion(proxy.id))?.imageTag).toBe('1.27');
      const last = (await h.engine.serviceLogs(proxy.id)).at(-1);
      expect(last).toMatchObject({ level: 'ERROR', step: 'DEPLOYMENT' });
      expect(last?.message).toContain('CrashLoopBackOff');
    });

    it('fails a database named fail-deploy, and a lifecycle job while it executes', async () => {
      const h = harness();
      const db = build.database('orders-fail-deploy');
      const job = build.lifecycleJob('migrate', { source: build.gitSource('fail-deploy') });
      h.directory.add(db, job);
      expect((await deployAndSettle(h, db.id)).status.state).toBe('DEPLOYMENT_ERROR');
      const failed = await deployAndSettle(h, job.id);
      expect(failed.status.state).toBe('DEPLOYMENT_ERROR');
      expect(failed.last).toMatchObject({ level: 'ERROR', step: 'EXECUTING' });
      expect(failed.last?.message).toContain('Job migrate exited with code 1');
    });

    it('fails the rollout when a health check probes a port the service does not expose', async () => {
      const h = harness();
      const app = build.application('api', { probes: [{ probe: 'liveness', kind: 'tcp', port: 8080 }] });
      h.directory.add(app);
      const { status, last } = await deployAndSettle(h, app.id);
      expect(status.state).toBe('DEPLOYMENT_ERROR');
      expect(last).toMatchObject({ level: 'ERROR', step: 'DEPLOYMENT' });
      expect(last?.message).toBe(
        'Deployment failed: the liveness probe checks port 8080, which the service does not expose (it exposes 3000)',
      );
    });

    it('fails a stop, a restart and a delete when the name asks for it', async () => {
      const h = harness();
      const app = build.application('fail-stop-fail-restart-fail-delete');
      h.directory.add(app);
      await deployAndSettle(h, app.id);
      for (const [action, state] of [
        ['STOP', 'STOP_ERROR'],
        ['RESTART', 'RESTART_ERROR'],
        ['DELETE', 'DELETE_ERROR'],
      ] as const) {
        await h.engine.requestServiceAction(app.id, action);
        await h.settle();
        expect((await h.engine.serviceStatus(app.id)).state).toBe(state);
        expect((await h.engine.serviceLogs(app.id)).at(-1)?.level).toBe('ERROR');
      }
      expect(h.store.removedServiceIds()).toEqual([]);
    });
  });
});
