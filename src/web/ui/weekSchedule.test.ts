import { describe, expect, it } from 'vitest';
import { runningCells, withDayToggled, withHours, type WeekSchedule } from './weekSchedule';

const office: WeekSchedule = { start_time: '08:00', stop_time: '19:30', weekdays: ['MONDAY', 'FRIDAY'] };
const hoursOf = (row: boolean[] | undefined) => (row ?? []).flatMap((on, hour) => (on ? [hour] : []));

describe('a week schedule on the grid', () => {
  it('fills the hours it runs on its days, a part of an hour filling the hour', () => {
    const cells = runningCells(office);
    expect(hoursOf(cells[0])).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(hoursOf(cells[1])).toEqual([]);
    expect(hoursOf(cells[4])).toEqual(hoursOf(cells[0]));
  });

  it('runs into the next day when it stops earlier than it starts, Sunday into Monday', () => {
    const cells = runningCells({ start_time: '22:00', stop_time: '02:00', weekdays: ['SUNDAY'] });
    expect(hoursOf(cells[6])).toEqual([22, 23]);
    expect(hoursOf(cells[0])).toEqual([0, 1]);
  });

  it('takes the hours dragged over, in either direction, and adds their day', () => {
    expect(withHours(office, 'WEDNESDAY', 17, 9)).toEqual({
      start_time: '09:00',
      stop_time: '18:00',
      weekdays: ['MONDAY', 'WEDNESDAY', 'FRIDAY'],
    });
    expect(withHours(office, 'MONDAY', 20, 23).stop_time).toBe('00:00');
  });

  it('toggles a day, keeping the week in order', () => {
    expect(withDayToggled(office, 'MONDAY').weekdays).toEqual(['FRIDAY']);
    expect(withDayToggled(office, 'TUESDAY').weekdays).toEqual(['MONDAY', 'TUESDAY', 'FRIDAY']);
  });
});
