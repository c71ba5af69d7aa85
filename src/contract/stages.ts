import { z } from 'zod';
import { base, description, id, name, reference } from './common';
import { environmentStatus, serviceStatus, stageStatus } from './deployments';
import { serviceType } from './services/common';
import { text } from './text';

/** Create and edit body: the name (unique in the environment, ignoring case) and what the stage is for. */
export const deploymentStageRequest = z.object({
  name,
  description: description.nullable().optional(),
});
export type DeploymentStageRequest = z.infer<typeof deploymentStageRequest>;

/**
 * Attach body: whether an environment deployment skips the service once it is in the stage (false when omitted,
 * also for a service moved from another stage); a service deployed alone never is.
 */
export const deploymentStageAttachRequest = z.object({ is_skipped: z.boolean().default(false) });
export type DeploymentStageAttachRequest = z.output<typeof deploymentStageAttachRequest>;

export const deploymentStageService = base.extend({
  service_id: id,
  service_type: serviceType,
  is_skipped: z.boolean(),
});
export type DeploymentStageService = z.infer<typeof deploymentStageService>;

export const deploymentStage = base.extend({
  environment: reference,
  name: text(),
  description: text(),
  /** The stage's place in its environment: 0 deploys first; always 0..n-1, without gaps. */
  deployment_order: z.number().int(),
  services: z.array(deploymentStageService),
});
export type DeploymentStage = z.infer<typeof deploymentStage>;

export const deploymentStageList = z.object({ results: z.array(deploymentStage) });
export type DeploymentStageList = z.infer<typeof deploymentStageList>;

export const stageStepMetricStatus = z.enum(['SUCCESS', 'ERROR', 'CANCEL', 'SKIP']);

/** A stage as the live view of a release shows it: where it stands in the latest environment deployment. */
export const stageProgress = z.object({
  id,
  name: text(),
  description: text(),
  /** In the environment's latest deployment; absent when that deployment did not include the stage. */
  status: stageStatus.optional(),
  steps: z
    .object({
      total_duration_sec: z.number().int().nullable(),
      details: z.array(
        z.object({
          step_name: z.enum(['TOTAL', 'QUEUEING', 'PROVISION_BUILDER']),
          status: stageStepMetricStatus,
          duration_sec: z.number().int().nullable(),
        }),
      ),
    })
    .optional(),
  /** Why the stage did not run in that deployment (an addition to the public API). */
  reason: text().nullable().optional(),
  /** The services that ran (or were to run) in it in that deployment (an addition to the public API). */
  service_ids: z.array(id).optional(),
  /** Its skipped services in that deployment (an addition to the public API). */
  skipped_service_ids: z.array(id).optional(),
});
export type StageProgress = z.infer<typeof stageProgress>;

export const stageWithStatuses = z.object({
  stage: stageProgress,
  applications: z.array(serviceStatus),
  containers: z.array(serviceStatus),
  jobs: z.array(serviceStatus),
  databases: z.array(serviceStatus),
  helms: z.array(serviceStatus),
  terraforms: z.array(serviceStatus),
});
export type StageWithStatuses = z.infer<typeof stageWithStatuses>;

export const environmentStatusesWithStages = z.object({
  environment: environmentStatus,
  stages: z.array(stageWithStatuses),
  pre_check_stage: z
    .object({ status: stageStepMetricStatus, total_duration_sec: z.number().int().nullable() })
    .nullable(),
});
export type EnvironmentStatusesWithStages = z.infer<typeof environmentStatusesWithStages>;
