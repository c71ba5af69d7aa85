import { describe, expect, it } from 'vitest';
import type { EngineTimers } from './driver';
import { build, type Harness, harness as memoryHarness } from './testing/fixtures';
import { engineStores } from './testing/engineStores';

describe.each(engineStores())('on $name', (engineStore) => {
  const harness = engineStore.use();

  async function stepUntilStep(h: Harness, serviceId: string, stepName: string) {
    for (let guard = 0; guard < 50; guard += 1) {
      const [deployment] = (await h.engine.serviceHistory(serviceId, { offset: 0, limit: 1 })).results;
      if (deployment?.steps.some((step) => step.step_name === stepName && step.status === 'ONGOING')) return;
      await h.step();
    }
    throw new Error(`${stepName} never started`);
  }

  const messages = (lines: { message: string }[]) => lines.map((line) => line.message);

  describe('after a restart', () => {
    it('resumes in-flight work where it was, announcing each event once', async () => {
      const h = harness();
      const app = build.application();
      h.directory.add(app);
      await h.engine.requestServiceAction(app.id, 'DEPLOY');
      await stepUntilStep(h, app.id, 'BUILD');

      // The process dies; a new one starts on the same store a little later.
      h.clock.advance(30_000);
      const revived = h.restart();
      expect(await revived.recover()).toEqual({ resumed: 1, interrupted: 0 });
      await h.settle(revived);

      expect((await revived.serviceStatus(app.id)).state).toBe('DEPLOYED');
      expect(h.store.events().map((event) => event.type)).toEqual([
        'DEPLOYMENT_STARTED',
        'DEPLOYMENT_SUCCEEDED',
      ]);
      const logs = await revived.serviceLogs(app.id);
      expect(logs.filter((line) => line.level === 'WARNING')).toMatchObject([
        { step: 'BUILD', message: 'Resumed after a platform restart' },
      ]);

      // Apart from that notice, it logged what an uninterrupted deployment logs (on a store of its own: two
      // engines on one database would share their requests).
      const calm = memoryHarness();
      calm.directory.add(app);
      await calm.engine.requestServiceAction(app.id, 'DEPLOY');
      await calm.settle();
      const uninterrupted = await calm.engine.serviceLogs(app.id);
      const resumedMessages = messages(logs).filter(
        (message) => message !== 'Resumed after a platform restart',
      );
      expect(resumedMessages.slice(0, -1)).toEqual(messages(uninterrupted).slice(0, -1));
    });

    it('ends a step interrupted for longer than its time limit in error, and runs what waited', async () => {
      const h = harness();
      const app = build.application();
      h.directory.add(app);
      const interrupted = await h.engine.requestServiceAction(app.id, 'DEPLOY');
      const waiting = await h.engine.requestServiceAction(app.id, 'STOP');
      await stepUntilStep(h, app.id, 'BUILD');

      h.clock.advance(2 * 60 * 60 * 1000);
      const revived = h.restart();
      expect(await revived.recover()).toEqual({ resumed: 0, interrupted: 1 });

      const failed = (await revived.request(interrupted.id))?.services[0];
      expect(failed).toMatchObject({ state: 'BUILD_ERROR', ended_at: h.clock.now().toISOString() });
      const last = (await revived.deploymentLogs(failed?.id ?? '')).at(-1);
      expect(last).toMatchObject({
        level: 'ERROR',
        step: 'BUILD',
        message:
          "BUILD interrupted by a platform restart: the platform was down longer than the step's time limit (30m)",
      });
      const events = h.store.events().filter((event) => event.payload.deployment_id === failed?.id);
      expect(events.map((event) => event.type)).toEqual(['DEPLOYMENT_STARTED', 'DEPLOYMENT_FAILED']);

      await h.settle(revived);
      expect(await revived.serviceStatus(app.id)).toMatchObject({
        state: 'STOPPED',
        deployment_request_id: waiting.id,
      });
    });

    it('plans a request that was claimed just before the process died', async () => {
      const h = harness();
      const app = build.application();
      h.directory.add(app);
      const accepted = await h.engine.requestServiceAction(app.id, 'DEPLOY');
      const claimed = await h.store.claimNextRequest(app.environmentId, h.clock.now());
      expect(claimed?.id).toBe(accepted.id);

      const revived = h.restart();
      await revived.recover();
      await h.settle(revived);
      expect((await revived.serviceStatus(app.id)).state).toBe('DEPLOYED');
    });

    it('plays a late pass forward on the timeline it would have had', async () => {
      // The timeline it would have had: the same deploy stepped on a store of its own (two engines on one
      // database would share their requests).
      const stepped = memoryHarness();
      const late = harness();
      const app = build.application();
      for (const h of [stepped, late]) {
        h.directory.add(app);
        await h.engine.requestServiceAction(app.id, 'DEPLOY');
      }
      await stepped.settle();
      await late.engine.runDue();
      late.clock.advance(10 * 60 * 1000);
      await late.engine.runDue();
      const [a] = (await stepped.engine.serviceHistory(app.id, { offset: 0, limit: 1 })).results;
      const [b] = (await late.engine.serviceHistory(app.id, { offset: 0, limit: 1 })).results;
      expect(b?.state).toBe('DEPLOYED');
      expect(b?.steps).toEqual(a?.steps);
    });
  });

  /** Timers a test fires by hand. */
  function manualTimers() {
    const pending = new Map<number, { milliseconds: number; callback: () => void }>();
    let last = 0;
    let whenNextSet: (() => void) | undefined;
    const timers: EngineTimers = {
      setTimeout(callback, milliseconds) {
        last += 1;
        pending.set(last, { milliseconds, callback });
        whenNextSet?.();
        whenNextSet = undefined;
        return last;
      },
      clearTimeout: (handle) => void pending.delete(handle as number),
    };
    return {
      timers,
      pending: () => [...pending.values()],
      /**
       * Fires the one waiting timer and waits until the pass it starts has finished, which it ends by setting the
       * next timer (however long the store takes).
       */
      async fire() {
        const [entry] = [...pending.entries()];
        if (!entry) throw new Error('No timer is waiting');
        pending.delete(entry[0]);
        const nextSet = new Promise<void>((resolve) => (whenNextSet = resolve));
        entry[1].callback();
        await nextSet;
      },
    };
  }

  describe('the driver', () => {
    it('recovers on start, then runs each pass when the next transition is due, until stopped', async () => {
      const manual = manualTimers();
      const h = harness({ timers: manual.timers, idlePollMs: 5000 });
      const app = build.application();
      h.directory.add(app);
      await h.engine.start();
      expect(manual.pending().map((timer) => timer.milliseconds)).toEqual([0]);

      await h.engine.requestServiceAction(app.id, 'DEPLOY');
      for (
        let guard = 0;
        guard < 30 && (await h.engine.serviceStatus(app.id)).state !== 'DEPLOYED';
        guard += 1
      ) {
        await manual.fire();
        const [timer] = manual.pending();
        expect(timer?.milliseconds).toBeLessThanOrEqual(5000);
        h.clock.advance(timer?.milliseconds ?? 0);
      }
      expect((await h.engine.serviceStatus(app.id)).state).toBe('DEPLOYED');
      // Settled: the driver only polls now.
      expect(manual.pending().map((timer) => timer.milliseconds)).toEqual([5000]);

      await h.engine.stop();
      expect(manual.pending()).toEqual([]);
    });
  });
});
