import type { EngineTimers } from '../engine';

/** Timers that fire only when a test says so: the engine and the webhook dispatcher move when told to. */
export interface ManualTimers extends EngineTimers {
  /** How many callbacks wait. */
  pending(): number;
  /** The delays the waiting callbacks were set with, in the order they were set. */
  delays(): number[];
  /** Runs the callbacks waiting with this delay (those they set wait for the next call); answers how many ran. */
  fire(milliseconds: number): number;
  /**
   * Resolves once a callback waits with this delay (at once if one does): what a test awaits rather than a
   * duration, e.g. a pass that sets its next timer as it ends.
   */
  whenSet(milliseconds: number): Promise<void>;
}

export function manualTimers(): ManualTimers {
  const waiting = new Map<number, { milliseconds: number; callback: () => void }>();
  const watchers: { milliseconds: number; resolve: () => void }[] = [];
  let next = 0;
  const isWaiting = (milliseconds: number) =>
    [...waiting.values()].some((timer) => timer.milliseconds === milliseconds);
  return {
    setTimeout(callback, milliseconds) {
      next += 1;
      waiting.set(next, { milliseconds, callback });
      for (const watcher of watchers.filter((candidate) => candidate.milliseconds === milliseconds)) {
        watchers.splice(watchers.indexOf(watcher), 1);
        watcher.resolve();
      }
      return next;
    },
    clearTimeout(handle) {
      waiting.delete(handle as number);
    },
    pending: () => waiting.size,
    delays: () => [...waiting.values()].map((timer) => timer.milliseconds),
    fire(milliseconds) {
      const due = [...waiting].filter(([, timer]) => timer.milliseconds === milliseconds);
      for (const [handle] of due) waiting.delete(handle);
      for (const [, timer] of due) timer.callback();
      return due.length;
    },
    whenSet(milliseconds) {
      if (isWaiting(milliseconds)) return Promise.resolve();
      return new Promise((resolve) => watchers.push({ milliseconds, resolve }));
    },
  };
}
