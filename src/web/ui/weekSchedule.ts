import type { Weekday } from '../../contract';

/** The week as a schedule grid shows it, Monday first. */
export const GRID_DAYS: readonly Weekday[] = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
];

/** When something runs each week: from `start_time` to `stop_time` (the next day when earlier) on each weekday. */
export interface WeekSchedule {
  start_time: string;
  stop_time: string;
  weekdays: Weekday[];
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const hourText = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;

/** Whether any part of each hour of each day (rows Monday to Sunday, 24 columns) runs. */
export function runningCells(schedule: WeekSchedule): boolean[][] {
  const cells = GRID_DAYS.map(() => Array.from({ length: 24 }, () => false));
  const start = minutesOf(schedule.start_time);
  const stop = minutesOf(schedule.stop_time);
  const mark = (day: number, from: number, to: number) => {
    const row = cells[(day + 7) % 7];
    for (let hour = 0; hour < 24; hour += 1) {
      if (row && hour * 60 < to && hour * 60 + 60 > from) row[hour] = true;
    }
  };
  for (const weekday of schedule.weekdays) {
    const day = GRID_DAYS.indexOf(weekday);
    if (stop > start) {
      mark(day, start, stop);
    } else {
      mark(day, start, 24 * 60);
      mark(day + 1, 0, stop);
    }
  }
  return cells;
}

/** Runs from the first hour to the end of the last (in either order) on the day, and keeps the days listed. */
export function withHours(schedule: WeekSchedule, day: Weekday, from: number, to: number): WeekSchedule {
  const [first, last] = from <= to ? [from, to] : [to, from];
  const weekdays = schedule.weekdays.includes(day) ? schedule.weekdays : [...schedule.weekdays, day];
  return {
    start_time: hourText(first),
    // A whole day stops a minute before it would start again.
    stop_time: first === 0 && last === 23 ? '23:59' : hourText(last + 1),
    weekdays: GRID_DAYS.filter((candidate) => weekdays.includes(candidate)),
  };
}

export function withDayToggled(schedule: WeekSchedule, day: Weekday): WeekSchedule {
  const weekdays = schedule.weekdays.includes(day)
    ? schedule.weekdays.filter((candidate) => candidate !== day)
    : GRID_DAYS.filter((candidate) => candidate === day || schedule.weekdays.includes(candidate));
  return { ...schedule, weekdays };
}
