import { describe, expect, it } from 'vitest';
import { latestTransition, nextTransition, type Schedule } from './transitions';
import { instantOf } from './zonedTime';

const weekdays: Schedule['weekdays'] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];
const office = (timezone: string): Schedule => ({
  timezone,
  start_time: '08:00',
  stop_time: '19:00',
  weekdays,
});

const next = (schedule: Schedule, iso: string) => {
  const found = nextTransition(schedule, new Date(iso));
  return found && { action: found.action, at: found.at.toISOString() };
};
const latest = (schedule: Schedule, iso: string) => {
  const found = latestTransition(schedule, new Date(iso));
  return found && { action: found.action, at: found.at.toISOString() };
};

describe('a schedule’s transitions', () => {
  it('fall at the local times of the zone, whatever its offset from UTC', () => {
    // Wednesday 2026-01-14, winter: Paris is UTC+1, New York UTC-5, Kolkata UTC+5:30 all year.
    expect(next(office('Europe/Paris'), '2026-01-14T00:00:00Z')).toEqual({
      action: 'START',
      at: '2026-01-14T07:00:00.000Z',
    });
    expect(next(office('America/New_York'), '2026-01-14T12:59:00Z')).toEqual({
      action: 'START',
      at: '2026-01-14T13:00:00.000Z',
    });
    expect(next(office('Asia/Kolkata'), '2026-01-14T03:00:00Z')).toEqual({
      action: 'STOP',
      at: '2026-01-14T13:30:00.000Z',
    });
    expect(next(office('UTC'), '2026-01-14T19:00:00Z')).toEqual({
      action: 'START',
      at: '2026-01-15T08:00:00.000Z',
    });
  });

  it('follow summer time: the same local time is another instant in July', () => {
    expect(next(office('Europe/Paris'), '2026-07-15T00:00:00Z')?.at).toBe('2026-07-15T06:00:00.000Z');
    expect(next(office('America/New_York'), '2026-07-15T00:00:00Z')?.at).toBe('2026-07-15T12:00:00.000Z');
  });

  it('skip the days not listed: Friday’s stop is followed by Monday’s start', () => {
    // Friday 2026-01-16 at 20:00 in Paris.
    expect(next(office('Europe/Paris'), '2026-01-16T19:00:00Z')).toEqual({
      action: 'START',
      at: '2026-01-19T07:00:00.000Z',
    });
    expect(latest(office('Europe/Paris'), '2026-01-18T12:00:00Z')).toEqual({
      action: 'STOP',
      at: '2026-01-16T18:00:00.000Z',
    });
  });

  it('stop on the next day when the stop time comes before the start time', () => {
    const night: Schedule = {
      timezone: 'UTC',
      start_time: '22:00',
      stop_time: '06:00',
      weekdays: ['SATURDAY'],
    };
    // Saturday 2026-01-17 22:00 to Sunday 06:00.
    expect(next(night, '2026-01-17T23:00:00Z')).toEqual({ action: 'STOP', at: '2026-01-18T06:00:00.000Z' });
    expect(next(night, '2026-01-18T06:00:00Z')).toEqual({ action: 'START', at: '2026-01-24T22:00:00.000Z' });
  });

  it('have none without a weekday', () => {
    expect(next({ ...office('UTC'), weekdays: [] }, '2026-01-14T00:00:00Z')).toBeNull();
    expect(latest({ ...office('UTC'), weekdays: [] }, '2026-01-14T00:00:00Z')).toBeNull();
  });
});

describe('daylight saving changes', () => {
  // Paris goes from 02:00 to 03:00 on Sunday 2026-03-29 and from 03:00 back to 02:00 on Sunday 2026-10-25.
  const sunday = (start_time: string, stop_time: string): Schedule => ({
    timezone: 'Europe/Paris',
    start_time,
    stop_time,
    weekdays: ['SUNDAY'],
  });

  it('move a time in the skipped hour forward by the hour skipped, once', () => {
    expect(instantOf('Europe/Paris', { year: 2026, month: 3, day: 29 }, 2 * 60 + 30)).toBe(
      Date.parse('2026-03-29T01:30:00Z'),
    );
    const schedule = sunday('02:30', '12:00');
    expect(next(schedule, '2026-03-29T00:00:00Z')).toEqual({
      action: 'START',
      at: '2026-03-29T01:30:00.000Z',
    });
    expect(next(schedule, '2026-03-29T01:30:00Z')).toEqual({
      action: 'STOP',
      at: '2026-03-29T10:00:00.000Z',
    });
  });

  it('take a time in the repeated hour at its first occurrence only', () => {
    const schedule = sunday('02:30', '12:00');
    // 02:30 happens at 00:30 UTC (summer time) and again at 01:30 UTC (winter time).
    expect(next(schedule, '2026-10-25T00:00:00Z')).toEqual({
      action: 'START',
      at: '2026-10-25T00:30:00.000Z',
    });
    expect(next(schedule, '2026-10-25T00:30:00Z')).toEqual({
      action: 'STOP',
      at: '2026-10-25T11:00:00.000Z',
    });
  });

  it('keep the local times on the days around the change in New York', () => {
    // Clocks go forward on Sunday 2026-03-08: 08:00 is 13:00 UTC on Friday, 12:00 UTC on Monday.
    expect(next(office('America/New_York'), '2026-03-06T12:00:00Z')?.at).toBe('2026-03-06T13:00:00.000Z');
    expect(next(office('America/New_York'), '2026-03-07T00:00:00Z')?.at).toBe('2026-03-09T12:00:00.000Z');
  });
});
