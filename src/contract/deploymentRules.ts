import { z } from 'zod';
import { base, description, id, name } from './common';
import { isTimeZone } from './cron';
import { creatableEnvironmentMode, environmentMode } from './environments';
import { singleLine, text, trimmedLine } from './text';

export const weekday = z.enum(
  ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
  {
    error: 'must be MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY or SUNDAY',
  },
);
export type Weekday = z.infer<typeof weekday>;
export const WEEKDAYS: readonly Weekday[] = weekday.options;

/** A time of day on the 24-hour clock, in the rule's time zone. */
export const timeOfDay = singleLine().regex(
  /^([01]\d|2[0-3]):[0-5]\d$/,
  'must be a time of day as HH:MM (00:00 to 23:59)',
);

export const timeZone = singleLine()
  .max(64, 'must be at most 64 characters')
  // Empty is no zone, though Intl takes it for the runtime's own.
  .refine(
    (zone) => zone !== '' && isTimeZone(zone),
    'must be an IANA time zone, such as Europe/Paris, America/New_York or UTC',
  );

const weekdays = z
  .array(weekday)
  .refine((days) => new Set(days).size === days.length, 'must name each day at most once');

/** When the environment runs: from `start_time` to `stop_time` (on the next day when earlier) on each weekday. */
const scheduleFields = z.object({
  auto_stop: z.boolean().default(false),
  timezone: timeZone,
  start_time: timeOfDay,
  stop_time: timeOfDay,
  weekdays,
});
export type DeploymentSchedule = z.output<typeof scheduleFields>;

/** A schedule that starts and stops at the same time would do both at once. */
const distinctTimes = (schedule: { start_time: string; stop_time: string }) =>
  schedule.start_time !== schedule.stop_time;
const sameTimes = { path: ['stop_time'], message: 'must differ from start_time' };

export const environmentDeploymentRuleEditRequest = scheduleFields
  .extend({
    on_demand_preview: z.boolean().optional(),
    auto_preview: z.boolean().optional(),
  })
  .refine(distinctTimes, sameTimes);
export type EnvironmentDeploymentRuleEditRequest = z.input<typeof environmentDeploymentRuleEditRequest>;

export const environmentDeploymentRule = base.extend({
  on_demand_preview: z.boolean(),
  auto_stop: z.boolean(),
  auto_preview: z.boolean(),
  timezone: text(),
  start_time: text(),
  stop_time: text(),
  weekdays: z.array(weekday),
});
export type EnvironmentDeploymentRule = z.infer<typeof environmentDeploymentRule>;

/**
 * Matched against a new environment's whole name, ignoring case: `*` stands for any run of characters, `?` for
 * one character, every other character for itself.
 */
export const wildcard = trimmedLine().min(1, 'is required').max(255, 'must be at most 255 characters');

export const projectDeploymentRuleRequest = scheduleFields
  .extend({
    name,
    description: description.nullable().optional(),
    mode: creatableEnvironmentMode,
    cluster_id: id,
    wildcard,
  })
  .refine(distinctTimes, sameTimes);
export type ProjectDeploymentRuleRequest = z.input<typeof projectDeploymentRuleRequest>;
export type ParsedProjectDeploymentRuleRequest = z.output<typeof projectDeploymentRuleRequest>;

export const projectDeploymentRule = base.extend({
  name: text(),
  description: text().nullable(),
  mode: environmentMode,
  cluster_id: id,
  auto_stop: z.boolean(),
  timezone: text(),
  start_time: text(),
  stop_time: text(),
  weekdays: z.array(weekday),
  wildcard: text(),
  /** The rule's place in its project: 0 is tried first on a new environment's name. */
  priority_index: z.number().int(),
});
export type ProjectDeploymentRule = z.infer<typeof projectDeploymentRule>;

export const projectDeploymentRuleList = z.object({ results: z.array(projectDeploymentRule) });

/** Every rule of the project, each once, in the order they are tried. */
export const projectDeploymentRulesOrderRequest = z.object({
  project_deployment_rule_ids_in_order: z
    .array(id)
    .refine((ids) => new Set(ids).size === ids.length, 'must name each rule once'),
});
export type ProjectDeploymentRulesOrderRequest = z.infer<typeof projectDeploymentRulesOrderRequest>;

/** Whether a name matches a rule's wildcard (see `wildcard`); linear in both lengths, whatever the pattern. */
export function matchesWildcard(pattern: string, candidate: string): boolean {
  const p = [...pattern.toLowerCase()];
  const s = [...candidate.toLowerCase()];
  let pi = 0;
  let si = 0;
  let star = -1;
  let resume = 0;
  while (si < s.length) {
    if (pi < p.length && (p[pi] === '?' || p[pi] === s[si])) {
      pi += 1;
      si += 1;
    } else if (pi < p.length && p[pi] === '*') {
      star = pi;
      resume = si;
      pi += 1;
    } else if (star >= 0) {
      pi = star + 1;
      resume += 1;
      si = resume;
    } else {
      return false;
    }
  }
  while (pi < p.length && p[pi] === '*') pi += 1;
  return pi === p.length;
}
