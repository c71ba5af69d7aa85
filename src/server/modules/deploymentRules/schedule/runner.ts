import type { Database, Transaction } from '../../../db/database';
import { createDriver, type EngineTimers, systemTimers } from '../../../engine';
import type { Runtime } from '../../../runtime';
import {
  claimTransition,
  type DueRule,
  dueEnvironmentRules,
  earliestTransition,
  moveNextTransition,
} from '../queries';
import { latestTransition, nextTransition, type Schedule } from './transitions';

/**
 * Prepares an environment's start (a deploy) or stop for the engine: what writes it to the queue inside the
 * transaction that claims the transition, or null when there is nothing to queue. Reading what to queue happens
 * before that transaction, which then holds its writes only.
 */
export type QueueEnvironmentAction = (
  environmentId: string,
  action: 'DEPLOY' | 'STOP',
) => Promise<((tx: Transaction) => Promise<void>) | null>;

export interface ScheduleRunnerOptions {
  db: Database;
  runtime: Runtime;
  queue: QueueEnvironmentAction;
  timers?: EngineTimers;
  /** Longest wait between two passes, so a schedule another process changed is seen. */
  idlePollMs?: number;
  onError?: (error: unknown) => void;
}

/** Starts and stops environments at their deployment rule's times. */
export interface ScheduleRunner {
  /** Applies every transition due by `now` (the latest of each rule only); answers when the next one is due. */
  runDue(now?: Date): Promise<Date | null>;
  start(): void;
  stop(): Promise<void>;
}

// Enough for a pass to keep up with thousands of environments stopping at the same minute, a batch at a time.
const BATCH = 100;

const scheduleOf = (rule: DueRule): Schedule => ({
  timezone: rule.timezone,
  start_time: rule.startTime,
  stop_time: rule.stopTime,
  weekdays: rule.weekdays,
});

export function createScheduleRunner(options: ScheduleRunnerOptions): ScheduleRunner {
  const { db, runtime, queue } = options;
  const reportError = options.onError ?? ((error: unknown) => console.error('Deployment rules:', error));

  /**
   * The latest transition due only: after downtime, an environment that missed a stop and the start after it just
   * starts (or stays up). The claim and the queued action commit together, so of several processes, or a process
   * dying half way, the transition is applied exactly once.
   */
  async function apply(rule: DueRule, now: Date): Promise<void> {
    const schedule = scheduleOf(rule);
    const latest = latestTransition(schedule, now);
    const next = nextTransition(schedule, now)?.at ?? null;
    const write = latest
      ? await queue(rule.environmentId, latest.action === 'START' ? 'DEPLOY' : 'STOP')
      : null;
    await db.transaction(async (tx) => {
      if (latest && (await claimTransition(tx, rule, latest.at, next))) {
        await write?.(tx);
        return;
      }
      // Applied already (or nothing to apply): only when it acts next moves on, unless another process moved it.
      await moveNextTransition(tx, rule, next);
    });
  }

  async function runDue(now: Date = runtime.clock.now()): Promise<Date | null> {
    const failures: unknown[] = [];
    // One batch a pass: when more are due, the next pass comes at once.
    for (const rule of await dueEnvironmentRules(db, now, BATCH)) {
      await apply(rule, now).catch((error: unknown) => void failures.push(error));
    }
    if (failures.length === 1) throw failures[0];
    if (failures.length > 1) throw new AggregateError(failures, 'Some schedules could not be applied');
    return earliestTransition(db);
  }

  const driver = createDriver({
    clock: runtime.clock,
    timers: options.timers ?? systemTimers,
    idlePollMs: options.idlePollMs ?? 30_000,
    pass: () => runDue(),
    onError: reportError,
  });

  return { runDue, start: () => driver.start(), stop: () => driver.stop() };
}
