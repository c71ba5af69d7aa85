import type { EngineTimers } from '../engine';

/** Timers that fire only when a test says so: the engine and the webhook dispatcher move when told to. */
export interface ManualTimers extends EngineTimers {
  /** How many callbacks wait. */
  pending(): number;
}

export function manualTimers(): ManualTimers {
  const waiting = new Map<number, () => void>();
  let next = 0;
  return {
    setTimeout(callback) {
      next += 1;
      waiting.set(next, callback);
      return next;
    },
    clearTimeout(handle) {
      waiting.delete(handle as number);
    },
    pending: () => waiting.size,
  };
}
