import type { DeploymentSchedule, Weekday } from '../../../../contract';
import { addDays, type CalendarDay, dayAt, dayOfWeek, instantOf } from './zonedTime';

/** What the schedule does at an instant: start the environment (deploy it) or stop it. */
export interface Transition {
  action: 'START' | 'STOP';
  at: Date;
}

export type Schedule = Pick<DeploymentSchedule, 'timezone' | 'start_time' | 'stop_time' | 'weekdays'>;

const dayNumbers: Record<Weekday, number> = {
  SUNDAY: 0,
  MONDAY: 1,
  TUESDAY: 2,
  WEDNESDAY: 3,
  THURSDAY: 4,
  FRIDAY: 5,
  SATURDAY: 6,
};

// A week and a day either side: every transition of a day its stop may spill into included.
const SEARCH_DAYS = 8;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The transitions a listed weekday starts: the start at `start_time`, and the stop at `stop_time` that day, or the
 * next day when `stop_time` comes earlier in the day than `start_time` (a night shift).
 */
function transitionsOf(schedule: Schedule, day: CalendarDay): Transition[] {
  const listed = schedule.weekdays.some((weekday) => dayNumbers[weekday] === dayOfWeek(day));
  if (!listed) return [];
  const start = minutesOf(schedule.start_time);
  const stop = minutesOf(schedule.stop_time);
  const stopDay = stop > start ? day : addDays(day, 1);
  return [
    { action: 'START', at: new Date(instantOf(schedule.timezone, day, start)) },
    { action: 'STOP', at: new Date(instantOf(schedule.timezone, stopDay, stop)) },
  ];
}

function transitionsAround(schedule: Schedule, instant: Date): Transition[] {
  const today = dayAt(schedule.timezone, instant.getTime());
  const found: Transition[] = [];
  for (let offset = -SEARCH_DAYS; offset <= SEARCH_DAYS; offset += 1) {
    found.push(...transitionsOf(schedule, addDays(today, offset)));
  }
  return found;
}

/** The latest transition at or before `instant`; null when the schedule has none (no weekday listed). */
export function latestTransition(schedule: Schedule, instant: Date): Transition | null {
  let latest: Transition | null = null;
  for (const transition of transitionsAround(schedule, instant)) {
    if (transition.at > instant) continue;
    if (!latest || transition.at > latest.at) latest = transition;
  }
  return latest;
}

/** The first transition after `instant`; null when the schedule has none. */
export function nextTransition(schedule: Schedule, instant: Date): Transition | null {
  let next: Transition | null = null;
  for (const transition of transitionsAround(schedule, instant)) {
    if (transition.at <= instant) continue;
    if (!next || transition.at < next.at) next = transition;
  }
  return next;
}
