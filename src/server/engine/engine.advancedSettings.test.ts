import { describe, expect, it } from 'vitest';
import type { DeploymentAction } from '../../contract/deployments';
import type { ServiceSnapshot } from './snapshot';
import { build, harness } from './testing/fixtures';

/** Runs the actions one after the other on a fresh engine, and answers the last run's steps and its last log line. */
async function runOf(snapshot: ServiceSnapshot, actions: DeploymentAction[]) {
  const h = harness();
  h.directory.add(snapshot);
  for (const action of actions) {
    await h.engine.requestServiceAction(snapshot.id, action);
    await h.settle();
  }
  const [deployment] = (await h.engine.serviceHistory(snapshot.id, { offset: 0, limit: 1 })).results;
  if (!deployment) throw new Error('Nothing ran');
  const stepMs = (name: string) => {
    const step = deployment.steps.find((candidate) => candidate.step_name === name);
    if (!step?.started_at || !step.ended_at) throw new Error(`${name} did not run`);
    return Date.parse(step.ended_at) - Date.parse(step.started_at);
  };
  const logs = await h.engine.serviceLogs(snapshot.id);
  const status = await h.engine.serviceStatus(snapshot.id);
  return { status, deployment, stepMs, last: logs.at(-1) };
}

describe("a service's advanced settings, on the injected clock", () => {
  it('fails a build that runs longer than build.timeout_max_sec, at the limit, naming the setting', async () => {
    const usual = await runOf(build.application(), ['DEPLOY']);
    expect(usual.status.state).toBe('DEPLOYED');
    // A build takes about 9 seconds at the demo's pace.
    expect(usual.stepMs('BUILD')).toBeGreaterThan(3_000);

    const limited = await runOf(
      build.application('storefront', { advancedSettings: { 'build.timeout_max_sec': 3 } }),
      ['DEPLOY'],
    );
    expect(limited.status.state).toBe('BUILD_ERROR');
    expect(limited.stepMs('BUILD')).toBe(3_000);
    expect(limited.deployment.steps.map((step) => `${step.step_name}:${step.status}`)).toContain(
      'BUILD:ERROR',
    );
    expect(limited.last).toMatchObject({ level: 'ERROR', step: 'BUILD' });
    expect(limited.last?.message).toBe(
      'Build failed: it ran longer than its time limit of 3s (build.timeout_max_sec)',
    );

    const roomy = await runOf(
      build.application('storefront', { advancedSettings: { 'build.timeout_max_sec': 60 } }),
      ['DEPLOY'],
    );
    expect(roomy.status.state).toBe('DEPLOYED');
    expect(roomy.stepMs('BUILD')).toBe(usual.stepMs('BUILD'));
  });

  it('lengthens the deployment step of a stop, and of a deploy replacing what runs, by the grace period', async () => {
    const graceful = (name: string) =>
      build.container(name, '1.27', {
        advancedSettings: { 'deployment.termination_grace_period_seconds': 45 },
      });
    const usualStop = await runOf(build.container('proxy'), ['DEPLOY', 'STOP']);
    const gracefulStop = await runOf(graceful('proxy'), ['DEPLOY', 'STOP']);
    expect(gracefulStop.status.state).toBe('STOPPED');
    expect(gracefulStop.stepMs('DEPLOYMENT') - usualStop.stepMs('DEPLOYMENT')).toBe(45_000);

    // A first deploy has nothing to stop; a second one replaces the running instances.
    const first = await runOf(graceful('proxy'), ['DEPLOY']);
    expect(first.stepMs('DEPLOYMENT')).toBe(
      (await runOf(build.container('proxy'), ['DEPLOY'])).stepMs('DEPLOYMENT'),
    );
    const usualAgain = await runOf(build.container('proxy'), ['DEPLOY', 'DEPLOY']);
    const gracefulAgain = await runOf(graceful('proxy'), ['DEPLOY', 'DEPLOY']);
    expect(gracefulAgain.stepMs('DEPLOYMENT') - usualAgain.stepMs('DEPLOYMENT')).toBe(45_000);
  });
});

describe("a service's readiness probe, on the injected clock", () => {
  it("lengthens a deploy's deployment step by its initial delay, and not a stop's", async () => {
    const probed = (seconds: number) =>
      build.container('proxy', '1.27', {
        probes: [{ probe: 'readiness', kind: 'http', port: 80, initialDelaySeconds: seconds }],
      });
    const usual = await runOf(build.container('proxy'), ['DEPLOY']);
    const delayed = await runOf(probed(40), ['DEPLOY']);
    expect(delayed.status.state).toBe('DEPLOYED');
    expect(delayed.stepMs('DEPLOYMENT') - usual.stepMs('DEPLOYMENT')).toBe(40_000);
    const redeployed = await runOf(probed(40), ['DEPLOY', 'REDEPLOY']);
    const usualRedeploy = await runOf(build.container('proxy'), ['DEPLOY', 'REDEPLOY']);
    expect(redeployed.stepMs('DEPLOYMENT') - usualRedeploy.stepMs('DEPLOYMENT')).toBe(40_000);

    const stopped = await runOf(probed(40), ['DEPLOY', 'STOP']);
    const usualStop = await runOf(build.container('proxy'), ['DEPLOY', 'STOP']);
    expect(stopped.stepMs('DEPLOYMENT')).toBe(usualStop.stepMs('DEPLOYMENT'));
    expect((await runOf(probed(0), ['DEPLOY'])).stepMs('DEPLOYMENT')).toBe(usual.stepMs('DEPLOYMENT'));
  });
});
