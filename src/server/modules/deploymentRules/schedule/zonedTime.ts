/**
 * Local times of an IANA zone, computed with the runtime's own time zone data (Intl): what a wall clock there reads
 * at an instant, and the instant a wall-clock time stands for, daylight saving changes included.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A day of the calendar, as the wall clock of some zone counts it (month 1-12). */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall clock of `zone` at `instant`, as if that reading were UTC (milliseconds since the epoch). */
function wallClockAt(zone: string, instant: number): number {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterOf(zone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
export function offsetAt(zone: string, instant: number): number {
  const whole = instant - (((instant % 1000) + 1000) % 1000);
  return wallClockAt(zone, whole) - whole;
}

/** The calendar day the zone's wall clock shows at `instant`. */
export function dayAt(zone: string, instant: number): CalendarDay {
  const wall = new Date(instant + offsetAt(zone, instant));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/** `days` after (or before) a calendar day. */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const moved = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** 0 for Sunday to 6 for Saturday, as `Date.getUTCDay`. */
export function dayOfWeek(day: CalendarDay): number {
  return new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
}

/**
 * The instant the zone's wall clock reads `minutes` past midnight on `day`. A reading that happens twice (the hour
 * repeated when clocks go back) is its first occurrence; one that never happens (the hour skipped when clocks go
 * forward) is taken with the offset before the change, so it lands as far after the change as it was after its
 * start: 02:30 on a day that jumps from 02:00 to 03:00 is 03:30.
 */
export function instantOf(zone: string, day: CalendarDay, minutes: number): number {
  const wall = Date.UTC(day.year, day.month - 1, day.day) + minutes * MINUTE_MS;
  const before = wall - offsetAt(zone, wall - DAY_MS);
  const after = wall - offsetAt(zone, wall + DAY_MS);
  const readsWall = (instant: number) => instant + offsetAt(zone, instant) === wall;
  const candidates = [before, after].filter(readsWall);
  if (candidates.length === 0) return before;
  return Math.min(...candidates);
}
