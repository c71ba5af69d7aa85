import { z } from 'zod';
import { id, timestamp } from '../common';
import { deploymentOrigin } from './queue';
import {
  serviceDeploymentStatus,
  serviceState,
  serviceStepName,
  statusDetails,
  stepMetricStatus,
} from './states';
import { text } from '../text';

export const serviceStepMetric = z.object({
  step_name: serviceStepName,
  status: stepMetricStatus,
  duration_sec: z.number().int(),
});

/** Finished steps of the latest deployment; `total_duration_sec` is null while it runs. */
export const serviceStepMetrics = z.object({
  total_duration_sec: z.number().int().nullable(),
  total_computing_duration_sec: z.number().int(),
  details: z.array(serviceStepMetric),
});
export type ServiceStepMetrics = z.infer<typeof serviceStepMetrics>;

/**
 * What differs between the configuration a deploy would take now and the one that runs: settings by their field
 * name (`name` for a rename), variables and secrets by key. Either list is empty when the deployment that runs
 * predates what tells them apart.
 */
export const configurationChanges = z.object({
  settings: z.array(text()),
  variables: z.array(text()),
});
export type ConfigurationChanges = z.infer<typeof configurationChanges>;

/** The status of one service (`GET /{service}/{id}/status`): its latest deployment and what waits. */
export const serviceStatus = z.object({
  id,
  state: serviceState,
  service_deployment_status: serviceDeploymentStatus,
  last_deployment_date: timestamp.optional(),
  is_part_last_deployment: z.boolean(),
  steps: serviceStepMetrics.optional(),
  execution_id: text().optional(),
  status_details: statusDetails,
  deployment_request_id: id.nullable(),
  /** Requests that target the service and still wait in the environment's queue. */
  deployment_requests_count: z.number().int(),
  /** With `service_deployment_status` OUT_OF_DATE only: what changed since the running version was deployed. */
  configuration_changes: configurationChanges.optional(),
});
export type ServiceStatus = z.infer<typeof serviceStatus>;

export const environmentStatus = z.object({
  id,
  state: serviceState,
  last_deployment_date: timestamp.nullable(),
  last_deployment_state: serviceState,
  /** The request that ran last (its id is also the deploy call's answer). */
  last_deployment_id: text().nullable(),
  total_deployment_duration_in_seconds: z.number().int().nullable(),
  origin: deploymentOrigin.optional(),
  triggered_by: text().nullable(),
  deployment_status: serviceDeploymentStatus,
  deployment_request_id: id.nullable(),
});
export type EnvironmentStatus = z.infer<typeof environmentStatus>;

export const environmentStatuses = z.object({
  environment: environmentStatus,
  applications: z.array(serviceStatus),
  containers: z.array(serviceStatus),
  jobs: z.array(serviceStatus),
  databases: z.array(serviceStatus),
  helms: z.array(serviceStatus),
  terraforms: z.array(serviceStatus),
});
export type EnvironmentStatuses = z.infer<typeof environmentStatuses>;
