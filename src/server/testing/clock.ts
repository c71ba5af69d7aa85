import type { Clock } from '../runtime';

/** A clock that moves only when told to. */
export interface ManualClock extends Clock {
  advance(milliseconds: number): void;
  set(date: Date): void;
}

export function manualClock(start = new Date('2026-01-15T09:00:00.000Z')): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (milliseconds) => {
      current += milliseconds;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}
