import { describe, expect, it } from 'vitest';
import { cronProblem, isTimeZone } from './cron';

describe('cronProblem', () => {
  it.each(['*/5 * * * *', '0 3 * * MON-FRI', '15,45 8-18 1 JAN,JUL 0', '@daily', '0 0 29 2 7'])(
    'accepts %s',
    (expression) => {
      expect(cronProblem(expression)).toBeNull();
    },
  );

  it.each([
    ['* * * *', /needs 5 fields/],
    ['60 * * * *', /minute: "60" must be between 0 and 59/],
    ['* 24 * * *', /hour/],
    ['* * 0 * *', /day of month/],
    ['* * * 13 *', /month/],
    ['* * * * 8', /day of week/],
    ['*/0 * * * *', /step must be at least 1/],
    ['5-1 * * * *', /runs backwards/],
    ['a * * * *', /minute/],
  ])('rejects %s', (expression, reason) => {
    expect(cronProblem(expression)).toMatch(reason);
  });
});

describe('isTimeZone', () => {
  it('knows IANA names and refuses others', () => {
    expect(isTimeZone('Etc/UTC')).toBe(true);
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
