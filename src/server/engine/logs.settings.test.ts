import { describe, expect, it } from 'vitest';
import type { DeploymentLogLine } from '../../contract/deployments';
import type { ServiceSnapshot } from './snapshot';
import { build, type Harness } from './testing/fixtures';
import { engineStores } from './testing/engineStores';

describe.each(engineStores())('on $name', (engineStore) => {
  const harness = engineStore.use();

  const COMMIT_A = 'a'.repeat(40);
  const COMMIT_B = 'b'.repeat(40);

  /** Deploys the service (at a commit, when given) and answers that deployment's lines and steps. */
  async function deploy(h: Harness, service: ServiceSnapshot, gitCommitId?: string) {
    const overrides = gitCommitId ? { gitCommitId } : {};
    await h.engine.requestServiceAction(service.id, 'DEPLOY', { overrides });
    await h.settle();
    const [deployment] = (await h.engine.serviceHistory(service.id, { offset: 0, limit: 1 })).results;
    if (!deployment) throw new Error('No deployment');
    return { deployment, lines: await h.engine.deploymentLogs(deployment.id) };
  }

  const linesOf = (lines: DeploymentLogLine[], step: string) => lines.filter((line) => line.step === step);
  const matching = (lines: DeploymentLogLine[], pattern: RegExp) =>
    lines.map((line) => pattern.exec(line.message)?.[1]).filter((found) => found !== undefined);

  describe('deployment logs follow the settings', () => {
    it('build one repository from one base image, and one commit into one image, whichever deployment builds it', async () => {
      const h = harness();
      const app = build.application('orders', {
        source: { ...build.gitSource(), repositoryUrl: 'https://github.com/acme/orders.git' },
      });
      const twin = build.application('orders-eu', { source: app.source });
      h.directory.add(app, twin);

      const runs = [
        await deploy(h, app, COMMIT_A),
        await deploy(h, app, COMMIT_A),
        await deploy(h, twin, COMMIT_A),
        await deploy(h, app, COMMIT_B),
        await deploy(h, app, COMMIT_B),
      ];
      const bases = runs.map(({ lines }) => matching(lines, /^#4 \[1\/6\] FROM docker\.io\/library\/(\S+)@/));
      expect(bases.flat()).toHaveLength(5);
      expect(new Set(bases.flat()).size).toBe(1);
      const images = runs.map(
        ({ lines }) => matching(lines, /^#10 writing image sha256:([0-9a-f]+) done$/)[0],
      );
      expect(images[1]).toBe(images[0]);
      expect(images[4]).toBe(images[3]);
      expect(images[3]).not.toBe(images[0]);
    });

    it('build from the base image the repository names, with the Dockerfile and target stage configured', async () => {
      const h = harness();
      const web = build.application('shop', {
        source: {
          ...build.gitSource('main', 'docker/Dockerfile.prod'),
          repositoryUrl: 'https://github.com/acme/shop-web.git',
          dockerTarget: 'runtime',
        },
      });
      h.directory.add(web);
      const { lines } = await deploy(h, web);
      const built = linesOf(lines, 'BUILD').map((line) => line.message);
      expect(built[0]).toMatch(
        /^docker buildx build --file docker\/Dockerfile\.prod --target runtime --tag \S+ \/workspace\/shop-web$/,
      );
      expect(built).toContain('#2 [internal] load metadata for docker.io/library/node:20-alpine');
    });

    it.each([
      [1, 1],
      [2, 6],
      [3, -1],
    ])('roll out the service’s %i instances (at most %i)', async (min, max) => {
      const h = harness();
      const app = build.application('orders', { instances: { min, max } });
      h.directory.add(app);
      const { lines } = await deploy(h, app);
      const rollout = linesOf(lines, 'DEPLOYMENT');
      const counted = rollout.flatMap((line) => {
        const found = /(\d+) of (\d+) (?:updated )?replicas/.exec(line.message);
        return found ? [Number(found[2])] : [];
      });
      expect(counted.length).toBeGreaterThan(0);
      expect(new Set(counted)).toEqual(new Set([min]));
      const autoscaler = rollout.filter((line) => line.message.startsWith('horizontalpodautoscaler'));
      expect(autoscaler).toHaveLength(max === min ? 0 : 1);
    });

    it('count the nodes of the cluster the environment runs on, within its settings', async () => {
      const h = harness();
      h.directory.setCluster({ name: 'eu-west', minNodes: 2, maxNodes: 4 });
      const services = Array.from({ length: 12 }, (_, index) => build.application(`web-${index}`));
      h.directory.add(...services);
      const counts: number[] = [];
      for (const service of services) {
        const { lines } = await deploy(h, service);
        const queueing = linesOf(lines, 'DEPLOYMENT_QUEUEING').map((line) => line.message);
        expect(queueing.at(-1)).toMatch(/^Deployment slot acquired on cluster eu-west \(\d+ nodes ready/);
        counts.push(...matching(lines, /\((\d+) nodes? ready/).map(Number));
      }
      expect(counts).toHaveLength(12);
      for (const count of counts) {
        expect(count).toBeGreaterThanOrEqual(2);
        expect(count).toBeLessThanOrEqual(4);
      }
    });

    it('take as long, step by step, as the steps the deployment reports', async () => {
      const h = harness();
      const app = build.application();
      h.directory.add(app);
      const { deployment, lines } = await deploy(h, app);

      for (const step of deployment.steps) {
        const own = linesOf(lines, step.step_name).map((line) => Date.parse(line.created_at));
        if (!step.started_at || !step.ended_at) throw new Error(`${step.step_name} did not run`);
        const spans = own.slice(1).map((at, index) => at - (own[index] ?? at));
        const total = spans.reduce((sum, span) => sum + span, 0);
        expect(own[0], step.step_name).toBe(Date.parse(step.started_at));
        expect(total, step.step_name).toBe(Date.parse(step.ended_at) - Date.parse(step.started_at));
        expect(Math.round(total / 1000), step.step_name).toBe(step.duration_sec);
      }

      // What the build says each part took is the time between its lines.
      const built = linesOf(lines, 'BUILD');
      const at = (pattern: RegExp) =>
        Date.parse(built.find((line) => pattern.test(line.message))!.created_at);
      const said = (pattern: RegExp) => Number(matching(built, pattern)[0]) * 1000;
      // Said to a tenth of a second.
      const within = (stated: number, between: number) =>
        expect(Math.abs(stated - between)).toBeLessThanOrEqual(50);
      within(said(/^#7 DONE ([\d.]+)s$/), at(/^#7 DONE/) - at(/^#7 \[4\/6\] RUN/));
      within(said(/^#8 DONE ([\d.]+)s$/), at(/^#8 DONE/) - at(/^#8 \[5\/6\] RUN/));
      within(said(/^#11 pushing layers ([\d.]+)s done$/), at(/^#11 pushing/) - at(/^#10 naming/));
    });
  });
});
