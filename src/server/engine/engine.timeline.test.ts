import { describe, expect, it } from 'vitest';
import { build, environmentId } from './testing/fixtures';
import { engineStores } from './testing/engineStores';

/*
 * What a release's timeline is drawn from: each service's steps in the environment's history, with their times on
 * the injected clock. The console groups them into queued, build and deploy phases and finds the critical path by
 * the rules checked here: a service's steps run back to back, and a stage starts when the one before it ended.
 */
describe.each(engineStores())('on $name', (engineStore) => {
  const harness = engineStore.use();

  it("answers every step's start and end, back to back, each stage starting when the one before it ended", async () => {
    const h = harness();
    const db = build.database();
    const app = build.application();
    h.directory.add(app, db);
    const accepted = await h.engine.requestEnvironmentAction(environmentId, 'DEPLOY');
    await h.settle();

    const [run] = (await h.engine.environmentHistory(environmentId, { offset: 0, limit: 1 })).results;
    expect(run?.id).toBe(accepted.id);
    const service = (id: string) => run?.services.find((one) => one.identifier.service_id === id);
    for (const id of [db.id, app.id]) {
      const steps = service(id)?.steps ?? [];
      expect(steps.length).toBeGreaterThan(1);
      expect(steps[0]?.started_at).toBe(service(id)?.started_at);
      expect(steps.at(-1)?.ended_at).toBe(service(id)?.ended_at);
      steps.forEach((step, index) => {
        expect(step.status, step.step_name).toBe('SUCCESS');
        expect(Date.parse(step.ended_at ?? ''), step.step_name).toBeGreaterThanOrEqual(
          Date.parse(step.started_at ?? ''),
        );
        if (index > 0) expect(step.started_at, step.step_name).toBe(steps[index - 1]?.ended_at);
      });
    }
    expect(service(app.id)?.steps.map((step) => step.step_name)).toEqual(
      expect.arrayContaining(['BUILD_QUEUEING', 'BUILD', 'DEPLOYMENT_QUEUEING', 'DEPLOYMENT']),
    );
    // The application's stage started once the database's ended.
    expect(service(app.id)?.steps[0]?.started_at).toBe(service(db.id)?.ended_at);
  });
});
