/**
 * Five-field cron expressions as Kubernetes CronJobs read them (minute hour day-of-month month day-of-week),
 * plus the @hourly-style shorthands. Returns why an expression is wrong, or null when it is right.
 */
const fields = [
  { name: 'minute', min: 0, max: 59, names: [] as string[] },
  { name: 'hour', min: 0, max: 23, names: [] as string[] },
  { name: 'day of month', min: 1, max: 31, names: [] as string[] },
  {
    name: 'month',
    min: 1,
    max: 12,
    names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'],
  },
  { name: 'day of week', min: 0, max: 7, names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] },
];

const shorthands = new Set(['@yearly', '@annually', '@monthly', '@weekly', '@daily', '@midnight', '@hourly']);

export function cronProblem(expression: string): string | null {
  const trimmed = expression.trim();
  if (shorthands.has(trimmed.toLowerCase())) return null;
  const parts = trimmed.split(/\s+/);
  if (parts.length !== 5)
    return `needs 5 fields (minute hour day-of-month month day-of-week), got ${parts.length}`;
  for (const [index, part] of parts.entries()) {
    const field = fields[index]!;
    const problem = fieldProblem(part, field);
    if (problem) return `${field.name}: ${problem}`;
  }
  return null;
}

function fieldProblem(text: string, field: (typeof fields)[number]): string | null {
  for (const item of text.split(',')) {
    const [range, step, extra] = item.split('/');
    if (extra !== undefined || range === undefined || range === '') return `"${item}" is not valid`;
    if (step !== undefined && !/^\d+$/.test(step)) return `step "${step}" must be a positive number`;
    if (step !== undefined && Number(step) === 0) return 'step must be at least 1';
    if (range === '*') continue;
    const bounds = range.split('-');
    if (bounds.length > 2) return `"${range}" is not valid`;
    const values = bounds.map((bound) => valueOf(bound, field));
    if (values.some((value) => value === null)) {
      return `"${range}" must be between ${field.min} and ${field.max}`;
    }
    if (values.length === 2 && values[0]! > values[1]!) return `range "${range}" runs backwards`;
  }
  return null;
}

function valueOf(text: string, field: (typeof fields)[number]): number | null {
  const named = field.names.indexOf(text.toUpperCase());
  if (named >= 0) return named + (field.name === 'month' ? 1 : 0);
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= field.min && value <= field.max ? value : null;
}

/** Whether the runtime knows an IANA time zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
