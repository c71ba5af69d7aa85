import { describe, expect, it } from 'vitest';
import { build, harness } from './testing/fixtures';
import { parseTimeScale } from './timing';

async function deploymentOf(timeScale: number) {
  const h = harness({ timeScale });
  const app = build.application();
  h.directory.add(app);
  await h.engine.requestServiceAction(app.id, 'DEPLOY');
  await h.settle();
  const [deployment] = (await h.engine.serviceHistory(app.id, { offset: 0, limit: 1 })).results;
  if (!deployment?.started_at || !deployment.ended_at) throw new Error('The deployment did not end');
  return Date.parse(deployment.ended_at) - Date.parse(deployment.started_at);
}

describe('time scale', () => {
  it('multiplies every duration', async () => {
    const demo = await deploymentOf(1);
    const fast = await deploymentOf(0.01);
    expect(demo).toBeGreaterThanOrEqual(10_000);
    expect(demo).toBeLessThanOrEqual(30_000);
    // Each step rounds to the millisecond: a few milliseconds either way.
    expect(Math.abs(fast - demo / 100)).toBeLessThan(10);
  });

  it('reads ENGINE_TIME_SCALE, refusing what is not a positive number', () => {
    expect(parseTimeScale(undefined)).toBe(1);
    expect(parseTimeScale(' ')).toBe(1);
    expect(parseTimeScale('0.01')).toBe(0.01);
    for (const wrong of ['0', '-1', 'fast', '5000']) {
      expect(() => parseTimeScale(wrong)).toThrow(
        `ENGINE_TIME_SCALE must be a number above 0 and at most 1000, got "${wrong}"`,
      );
    }
  });
});
