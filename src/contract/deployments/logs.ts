import { z } from 'zod';
import { id, listOf, timestamp } from '../common';
import { serviceStepName } from './states';
import { text } from '../text';

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
 * A deployment's lines, oldest first; `removed_by_retention` when the retention removed them (the list is empty
 * then). The log of a service and of an environment is their latest deployment's, which the retention keeps.
 */
export const deploymentLogList = listOf(deploymentLogLine).extend({
  removed_by_retention: logRemovedByRetention.optional(),
});
export type DeploymentLogList = z.infer<typeof deploymentLogList>;

/** `tail`: the last N lines (at most 100,000; 1,000 when absent). */
export const logQuery = z.object({
  tail: z.coerce
    .number()
    .int('must be an integer')
    .min(1, 'must be at least 1')
    .max(100_000, 'must be at most 100000')
    .optional(),
});
