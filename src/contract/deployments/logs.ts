import { z } from 'zod';
import { id, timestamp } from '../common';
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

/** `tail`: the last N lines (at most 100,000; 1,000 when absent). */
export const logQuery = z.object({
  tail: z.coerce
    .number()
    .int('must be an integer')
    .min(1, 'must be at least 1')
    .max(100_000, 'must be at most 100000')
    .optional(),
});
