import { z } from 'zod';
import { id, timestamp } from '../common';
import { serviceType } from '../services/common';
import { deploymentOrigin, deploymentRequestStatus } from './queue';
import { deploymentAction, serviceState, serviceStepName, statusDetails, stepStatus } from './states';
import { text } from '../text';

export const stageStatus = z.enum(['QUEUED', 'ONGOING', 'DONE', 'ERROR', 'SKIPPED', 'CANCELED']);
export type StageStatus = z.infer<typeof stageStatus>;

export const deploymentStep = z.object({
  step_name: serviceStepName,
  status: stepStatus,
  started_at: timestamp.nullable(),
  ended_at: timestamp.nullable(),
  duration_sec: z.number().int().nullable(),
});
export type DeploymentStep = z.infer<typeof deploymentStep>;

/** One service's deployment (an execution): an item of the service's deployment history. */
export const serviceDeployment = z.object({
  id,
  deployment_request_id: id,
  identifier: z.object({
    service_id: id,
    service_type: serviceType,
    name: text(),
    execution_id: text(),
  }),
  action: deploymentAction,
  state: serviceState,
  status_details: statusDetails,
  created_at: timestamp,
  started_at: timestamp.nullable(),
  ended_at: timestamp.nullable(),
  total_duration_sec: z.number().int().nullable(),
  /** Why it ended in an error or was canceled. */
  reason: text().nullable(),
  version: z.object({
    config_version: text(),
    branch: text().nullable(),
    git_commit_id: text().nullable(),
    image_tag: text().nullable(),
    chart_version: text().nullable(),
  }),
  stage: z.object({ index: z.number().int(), name: text() }),
  steps: z.array(deploymentStep),
});
export type ServiceDeployment = z.infer<typeof serviceDeployment>;

export const deploymentStageProgress = z.object({
  /** The environment's deployment stage, when the order came from one. */
  stage_id: id.nullable(),
  name: text(),
  status: stageStatus,
  started_at: timestamp.nullable(),
  ended_at: timestamp.nullable(),
  /** The services that ran (or were to run) in this stage. */
  service_ids: z.array(id),
  /** The stage's services it skipped (`is_skipped` on the stage): they did not run. */
  skipped_service_ids: z.array(id),
  /** Why the stage did not run: the failure or the cancel that stopped the release before it. */
  reason: text().nullable(),
});
export type DeploymentStageProgress = z.infer<typeof deploymentStageProgress>;

/** One request as it ran on its environment: an item of the environment's deployment history. */
export const environmentDeployment = z.object({
  id,
  environment_id: id,
  action: deploymentAction,
  status: deploymentRequestStatus,
  state: serviceState,
  origin: deploymentOrigin,
  triggered_by: text().nullable(),
  created_at: timestamp,
  started_at: timestamp.nullable(),
  ended_at: timestamp.nullable(),
  total_duration_sec: z.number().int().nullable(),
  /** Why the request ended without running its services, when the platform could not carry it out. */
  reason: text().nullable(),
  stages: z.array(deploymentStageProgress),
  services: z.array(serviceDeployment),
});
export type EnvironmentDeployment = z.infer<typeof environmentDeployment>;
