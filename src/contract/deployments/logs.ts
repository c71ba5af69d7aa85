import { z } from 'zod';
import { id, listOf, timestamp } from '../common';
import { serviceStepName } from './states';
import { singleLine, text } from '../text';

export const logLevel = z.enum(['INFO', 'WARNING', 'ERROR']);
export type LogLevel = z.infer<typeof logLevel>;

export const deploymentLogLine = z.object({
  id,
  created_at: timestamp,
  level: logLevel,
  /** Null for the lines that open and close a deployment. */
  step: serviceStepName.nullable(),
  message: text(),
  service_id: id,
  deployment_id: id,
  deployment_request_id: id,
  execution_id: text(),
});
export type DeploymentLogLine = z.infer<typeof deploymentLogLine>;

/**
 * Said of a deployment's log once the retention (DEPLOYMENT_LOG_RETENTION) removed its lines: the deployment
 * stays in the history with its steps, its lines are gone for good.
 */
export const logRemovedByRetention = z.object({
  removed_at: timestamp,
  /** How many finished deployments of each service keep their lines. */
  kept_deployments_per_service: z.number().int().min(1),
});
export type LogRemovedByRetention = z.infer<typeof logRemovedByRetention>;

/**
 * What a paged read adds to its lines (absent from an answer without paging parameters, which stays as it was).
 * Lines keep their place in the log for good: a line's id is the cursor of `before` and `after`.
 */
export const logPageFields = {
  /** How many lines the log holds, every one of them. */
  total: z.number().int().min(0).optional(),
  /** The place (0 = the oldest line) of the first line answered, for the latest lines and `before`. */
  first_position: z.number().int().min(0).optional(),
  /** Whether older lines come before the first one answered, for the latest lines and `before`. */
  has_older: z.boolean().optional(),
  /**
   * The line written last among those this answer covers: a follower asks `after` it next. Lines are placed by
   * their time, so a line written later may land before others: `after` follows the order they were written in.
   */
  last_written: id.nullable().optional(),
  /** With `search`: how many lines match, over the whole log, and each answered match's place. */
  match_count: z.number().int().min(0).optional(),
  match_positions: z.array(z.number().int().min(0)).optional(),
};

/** The lines of a service's or an environment's log; paged reads add `logPageFields`. */
export const logLineList = listOf(deploymentLogLine).extend(logPageFields);
export type LogLineList = z.infer<typeof logLineList>;

/**
 * A deployment's lines, oldest first; `removed_by_retention` when the retention removed them (the list is empty
 * then). The log of a service and of an environment is their latest deployment's, which the retention keeps.
 */
export const deploymentLogList = logLineList.extend({
  removed_by_retention: logRemovedByRetention.optional(),
});
export type DeploymentLogList = z.infer<typeof deploymentLogList>;

export const LOG_PAGE_MAX = 100_000;
const lineCount = z.coerce
  .number()
  .int('must be an integer')
  .min(1, 'must be at least 1')
  .max(LOG_PAGE_MAX, 'must be at most 100000');

/**
 * `tail`: the last N lines (at most 100,000; 1,000 when absent). Paging, any of which answers `logPageFields`:
 * `limit` (1,000 when absent) lines `before` a line (the latest ones without a cursor), the lines written `after`
 * one, or the lines whose message holds `search` (case-insensitive) over the whole log, oldest first.
 */
export const logQuery = z.object({
  tail: lineCount.optional(),
  limit: lineCount.optional(),
  before: id.optional(),
  after: id.optional(),
  search: singleLine().min(1, 'must not be empty').max(200, 'must be at most 200 characters').optional(),
});
export type LogQuery = z.infer<typeof logQuery>;
