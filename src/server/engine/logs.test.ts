import { describe, expect, it } from 'vitest';
import type { ServiceSnapshot } from './snapshot';
import { build, environmentId, harness } from './testing/fixtures';

async function deployLogs(service: ServiceSnapshot, seed = 'test-seed') {
  const h = harness({ seed });
  h.directory.add(service);
  await h.engine.requestServiceAction(service.id, 'DEPLOY');
  await h.settle();
  return h.engine.serviceLogs(service.id);
}

const text = (lines: { message: string }[]) => lines.map((line) => line.message).join('\n');

describe('deployment logs', () => {
  it('are the same for the same seed and ids, and differ for another seed', async () => {
    const app = build.application();
    const first = await deployLogs(app);
    const again = await deployLogs(app);
    expect(again).toEqual(first);
    expect(text(await deployLogs(app, 'another-seed'))).not.toEqual(text(first));
  });

  it('read like git, docker and kubernetes, step by step, in time order', async () => {
    const app = build.application();
    const logs = await deployLogs(app);
    expect(logs[0]).toMatchObject({ level: 'INFO', step: null });
    expect(logs[0]?.message).toMatch(
      /^Deploying storefront \(application\) at commit [0-9a-f]{7} of main: execution /,
    );
    expect(logs.at(-1)?.message).toMatch(/^storefront deployed in \d+s$/);
    expect(logs.every((line) => line.level === 'INFO')).toBe(true);
    const times = logs.map((line) => line.created_at);
    expect([...times].sort()).toEqual(times);

    const byStep = (step: string) => text(logs.filter((line) => line.step === step));
    expect(byStep('GIT_CLONE')).toContain("Cloning into '/workspace/storefront'...");
    expect(byStep('GIT_CLONE')).toMatch(/Receiving objects: 100% \(\d+\/\d+\)/);
    expect(byStep('BUILD')).toContain('#1 [internal] load build definition from Dockerfile');
    expect(byStep('BUILD')).toMatch(/naming to registry\.platform\.local\/z5e[0-9a-f]{6}:[0-9a-f]{12} done/);
    expect(byStep('DEPLOYMENT')).toMatch(/deployment "storefront-z5e[0-9a-f]{6}" successfully rolled out/);
    expect(byStep('ROUTER_DEPLOYMENT')).toMatch(
      /ingress\.networking\.k8s\.io\/storefront-z5e[0-9a-f]{6} configured/,
    );
    expect(logs[1]).toMatchObject({
      step: 'REGISTRY_CREATE_REPOSITORY',
      deployment_id: logs[0]?.deployment_id,
    });
  });

  it('speak helm, terraform and the database engine for those types', async () => {
    expect(text(await deployLogs(build.helm()))).toMatch(
      /helm upgrade --install monitoring kube-prometheus-stack --version 61\.3\.0 [^\n]*\n[^\n]*\n[^\n]*\n[^\n]*\nSTATUS: deployed/,
    );
    const terraform = text(await deployLogs(build.terraform()));
    expect(terraform).toContain('terraform init -input=false');
    expect(terraform).toMatch(/Apply complete! Resources: \d+ added/);
    const tofu = build.terraform('network', { terraform: { engine: 'OPEN_TOFU', version: '1.8.0' } });
    expect(text(await deployLogs(tofu))).toContain('OpenTofu has been successfully initialized!');
    expect(text(await deployLogs(build.database()))).toContain(
      'PostgreSQL 16 is ready to accept connections',
    );
    expect(text(await deployLogs(build.container()))).toContain(
      'Mirroring nginx:1.27 from https://registry-1.docker.io',
    );
    expect(text(await deployLogs(build.lifecycleJob()))).toMatch(
      /Job seed-data-z5e[0-9a-f]{6} completed with exit code 0/,
    );
  });

  it('gather every service of an environment request', async () => {
    const h = harness();
    const db = build.database();
    const app = build.application();
    h.directory.add(db, app);
    const request = await h.engine.requestEnvironmentAction(environmentId, 'DEPLOY');
    await h.settle();
    const lines = await h.engine.requestLogs(request.id);
    expect(new Set(lines.map((line) => line.service_id))).toEqual(new Set([db.id, app.id]));
    expect(await h.engine.requestLogs(request.id, 5)).toEqual(lines.slice(-5));
  });
});
