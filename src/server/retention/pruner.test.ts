import { describe, expect, it, vi } from 'vitest';
import { manualClock } from '../testing/clock';
import { manualTimers } from '../testing/timers';
import {
  createPruner,
  DEFAULT_FIRST_PRUNE_DELAY_MS,
  DEFAULT_PRUNE_INTERVAL_MS,
  type PruneBatch,
  type PruneTask,
} from './pruner';

/** A task over `rows` rows that removes `perBatch` of them a batch, noting when each batch ran. */
function countingTask(name: string, rows: number, perBatch: number) {
  let left = rows;
  const batchTimes: Date[] = [];
  const task: PruneTask = {
    name,
    async pruneBatch(now): Promise<PruneBatch> {
      batchTimes.push(now);
      const removed = Math.min(left, perBatch);
      left -= removed;
      return { removed, done: removed < perBatch };
    },
  };
  return { task, batchTimes, left: () => left };
}

describe('the pruner', () => {
  it('runs every task batch after batch until it is done, yielding between batches', async () => {
    const clock = manualClock();
    const deliveries = countingTask('deliveries', 1234, 500);
    const logs = countingTask('logs', 10, 500);
    const yields = vi.fn(async () => {});
    const pruner = createPruner({
      tasks: [deliveries.task, logs.task],
      clock,
      timers: manualTimers(),
      yieldBeforeBatch: yields,
      onError: () => {},
    });

    expect(await pruner.prune()).toEqual({ deliveries: 1234, logs: 10 });
    expect(deliveries.left()).toBe(0);
    expect(deliveries.batchTimes).toHaveLength(3);
    expect(logs.batchTimes).toHaveLength(1);
    // Before each of the four batches.
    expect(yields).toHaveBeenCalledTimes(4);
    expect(deliveries.batchTimes[0]).toEqual(clock.now());
  });

  it('reports a failing task and still runs the others', async () => {
    const onError = vi.fn();
    const failing: PruneTask = {
      name: 'broken',
      pruneBatch: async () => {
        throw new Error('relation does not exist');
      },
    };
    const logs = countingTask('logs', 3, 500);
    const pruner = createPruner({ tasks: [failing, logs.task], clock: manualClock(), onError });

    expect(await pruner.prune()).toEqual({ logs: 3 });
    expect(onError).toHaveBeenCalledWith(
      'broken',
      expect.objectContaining({ message: 'relation does not exist' }),
    );
  });

  it('runs a pass shortly after it starts, then every interval, until stopped', async () => {
    const timers = manualTimers();
    const clock = manualClock();
    const deliveries = countingTask('deliveries', 700, 500);
    const pruner = createPruner({ tasks: [deliveries.task], clock, timers, onError: () => {} });

    pruner.start();
    expect(timers.delays()).toEqual([DEFAULT_FIRST_PRUNE_DELAY_MS]);
    expect(deliveries.batchTimes).toHaveLength(0);

    // A pass ends by setting the timer of the next: the test awaits that, not a duration.
    clock.advance(DEFAULT_FIRST_PRUNE_DELAY_MS);
    timers.fire(DEFAULT_FIRST_PRUNE_DELAY_MS);
    await timers.whenSet(DEFAULT_PRUNE_INTERVAL_MS);
    expect(timers.delays()).toEqual([DEFAULT_PRUNE_INTERVAL_MS]);
    expect(deliveries.left()).toBe(0);
    expect(deliveries.batchTimes).toHaveLength(2);

    clock.advance(DEFAULT_PRUNE_INTERVAL_MS);
    timers.fire(DEFAULT_PRUNE_INTERVAL_MS);
    await timers.whenSet(DEFAULT_PRUNE_INTERVAL_MS);
    expect(deliveries.batchTimes).toHaveLength(3);
    expect(deliveries.batchTimes[2]).toEqual(clock.now());
    expect(timers.delays()).toEqual([DEFAULT_PRUNE_INTERVAL_MS]);

    await pruner.stop();
    expect(timers.delays()).toEqual([]);
  });

  it('stops a pass under way at its next batch', async () => {
    const timers = manualTimers();
    let release: () => void = () => {};
    let secondBatchStarted: () => void = () => {};
    const inSecondBatch = new Promise<void>((resolve) => (secondBatchStarted = resolve));
    const batches: number[] = [];
    const endless: PruneTask = {
      name: 'endless',
      async pruneBatch() {
        batches.push(batches.length);
        if (batches.length === 2) {
          secondBatchStarted();
          await new Promise<void>((resolve) => (release = resolve));
        }
        return { removed: 1, done: false };
      },
    };
    const pruner = createPruner({ tasks: [endless], clock: manualClock(), timers, onError: () => {} });
    pruner.start();
    timers.fire(DEFAULT_FIRST_PRUNE_DELAY_MS);
    await inSecondBatch;

    const stopped = pruner.stop();
    release();
    await stopped;
    expect(batches).toHaveLength(2);
    expect(timers.delays()).toEqual([]);
  });
});
