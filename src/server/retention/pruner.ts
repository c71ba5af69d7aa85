import { type EngineTimers, systemTimers } from '../engine';
import type { Clock } from '../runtime';

/** What one batch of a prune task did. */
export interface PruneBatch {
  /** Rows removed. */
  removed: number;
  /** Nothing more is due now: the pass moves on to the next task. */
  done: boolean;
}

/**
 * Something that must not pile up, removed a batch at a time. Each batch is one short transaction of its own,
 * bounded however much is due, and safe to run in two processes at once (a row one takes, the other skips).
 */
export interface PruneTask {
  /** Names the task in what a pass reports and in errors. */
  name: string;
  pruneBatch(now: Date): Promise<PruneBatch>;
}

/** Rows each task removed in one pass, by task name. */
export type PruneReport = Record<string, number>;

/** Every ten minutes keeps each backlog small without the pruner ever being busy. */
export const DEFAULT_PRUNE_INTERVAL_MS = 10 * 60 * 1000;
/** The first pass comes shortly after the start, once the engine has resumed what was under way. */
export const DEFAULT_FIRST_PRUNE_DELAY_MS = 60 * 1000;
/** A pass stops after this many batches of one task and leaves the rest to the next pass. */
const MAX_BATCHES_PER_PASS = 10_000;

/** Lets requests waiting for the database and the event loop go before the next batch. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface PrunerOptions {
  tasks: PruneTask[];
  clock: Clock;
  /** The system's timers unless a test drives them. */
  timers?: EngineTimers;
  intervalMs?: number;
  firstDelayMs?: number;
  /** Waited for before each batch. */
  yieldBeforeBatch?: () => Promise<void>;
  /** A failed task is reported here; the others still run, and it runs again on the next pass. */
  onError(task: string, error: unknown): void;
}

export interface Pruner {
  /** One pass over every task, each until nothing more is due. */
  prune(): Promise<PruneReport>;
  /** Runs a pass shortly after, then every `intervalMs`. */
  start(): void;
  /** Stops the timer and waits for a pass under way to end (at its next batch). */
  stop(): Promise<void>;
}

export function createPruner(options: PrunerOptions): Pruner {
  const { tasks, clock } = options;
  const timers = options.timers ?? systemTimers;
  const intervalMs = options.intervalMs ?? DEFAULT_PRUNE_INTERVAL_MS;
  const firstDelayMs = options.firstDelayMs ?? DEFAULT_FIRST_PRUNE_DELAY_MS;
  const yieldBeforeBatch = options.yieldBeforeBatch ?? nextTurn;
  let running = false;
  let stopping = false;
  let handle: unknown = null;
  let current: Promise<unknown> = Promise.resolve();

  async function runTask(task: PruneTask): Promise<number> {
    let removed = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_PASS && !stopping; batch += 1) {
      // Every batch waits its turn, the first of each task too: requests queued meanwhile go first.
      await yieldBeforeBatch();
      if (stopping) break;
      const outcome = await task.pruneBatch(clock.now());
      removed += outcome.removed;
      if (outcome.done) break;
    }
    return removed;
  }

  async function prune(): Promise<PruneReport> {
    const report: PruneReport = {};
    for (const task of tasks) {
      try {
        report[task.name] = await runTask(task);
      } catch (error) {
        options.onError(task.name, error);
      }
    }
    return report;
  }

  function schedule(milliseconds: number): void {
    if (!running) return;
    handle = timers.setTimeout(() => {
      handle = null;
      current = current.then(prune).finally(() => schedule(intervalMs));
    }, milliseconds);
  }

  return {
    prune,
    start() {
      if (running) return;
      running = true;
      stopping = false;
      schedule(firstDelayMs);
    },
    async stop() {
      running = false;
      stopping = true;
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
      await current;
    },
  };
}
