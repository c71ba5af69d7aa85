import { z } from 'zod';
import { deploymentStatus } from './clusters';
import { id, timestamp } from './common';
import { serviceType } from './services/common';

/** Where a service (or an environment) stands; the values of the public StateEnum. */
export const serviceState = z.enum([
  'BUILDING',
  'BUILD_ERROR',
  'CANCELED',
  'CANCELING',
  'DELETED',
  'DELETE_ERROR',
  'DELETE_QUEUED',
  'DELETING',
  'DEPLOYED',
  'DEPLOYING',
  'DEPLOYMENT_ERROR',
  'DEPLOYMENT_QUEUED',
  'EXECUTING',
  'QUEUED',
  'READY',
  'RECAP',
  'RESTARTED',
  'RESTARTING',
  'RESTART_ERROR',
  'RESTART_QUEUED',
  'STOPPED',
  'STOPPING',
  'STOP_ERROR',
  'STOP_QUEUED',
  'UNAVAILABLE',
  'WAITING_DELETING',
  'WAITING_RESTARTING',
  'WAITING_RUNNING',
  'WAITING_STOPPING',
]);
export type ServiceState = z.infer<typeof serviceState>;

/** Whether what runs matches the configuration: NEVER_DEPLOYED, OUT_OF_DATE, UP_TO_DATE. */
export const serviceDeploymentStatus = deploymentStatus;
export type ServiceDeploymentStatus = z.infer<typeof serviceDeploymentStatus>;

/** What people ask of a service or an environment. REDEPLOY reuses the versions deployed last. */
export const deploymentAction = z.enum(['DEPLOY', 'REDEPLOY', 'STOP', 'RESTART', 'UNINSTALL', 'DELETE']);
export type DeploymentAction = z.infer<typeof deploymentAction>;

export const serviceAction = z.enum(['DEPLOY', 'DELETE', 'RESTART', 'STOP', 'UNKNOWN']);
export type ServiceAction = z.infer<typeof serviceAction>;

export const serviceSubAction = z.enum([
  'NONE',
  'TERRAFORM_PLAN_ONLY',
  'TERRAFORM_PLAN_AND_APPLY',
  'TERRAFORM_DESTROY',
  'TERRAFORM_FORCE_UNLOCK_STATE',
  'TERRAFORM_MIGRATE_STATE',
]);
export type ServiceSubAction = z.infer<typeof serviceSubAction>;

export const serviceActionStatus = z.enum([
  'QUEUED',
  'ONGOING',
  'SUCCESS',
  'ERROR',
  'EXECUTING',
  'CANCELED',
  'CANCELING',
  'NEVER',
]);
export type ServiceActionStatus = z.infer<typeof serviceActionStatus>;

export const statusDetails = z.object({
  action: serviceAction,
  status: serviceActionStatus,
  sub_action: serviceSubAction,
});
export type StatusDetails = z.infer<typeof statusDetails>;

export const serviceStepName = z.enum([
  'REGISTRY_CREATE_REPOSITORY',
  'GIT_CLONE',
  'BUILD_QUEUEING',
  'BUILD',
  'DEPLOYMENT_QUEUEING',
  'DEPLOYMENT',
  'ROUTER_DEPLOYMENT',
  'MIRROR_IMAGE',
  'EXECUTING',
]);
export type ServiceStepName = z.infer<typeof serviceStepName>;

/** How a finished step ended (the public StepMetricStatusEnum). */
export const stepMetricStatus = z.enum(['SUCCESS', 'ERROR', 'CANCEL', 'SKIP']);
export type StepMetricStatus = z.infer<typeof stepMetricStatus>;

/** A step as the deployment history shows it: also the steps to come and the one under way. */
export const stepStatus = z.enum(['PENDING', 'ONGOING', ...stepMetricStatus.options]);
export type StepStatus = z.infer<typeof stepStatus>;

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

/** The status of one service (`GET /{service}/{id}/status`): its latest deployment and what waits. */
export const serviceStatus = z.object({
  id,
  state: serviceState,
  service_deployment_status: serviceDeploymentStatus,
  last_deployment_date: timestamp.optional(),
  is_part_last_deployment: z.boolean(),
  steps: serviceStepMetrics.optional(),
  execution_id: z.string().optional(),
  status_details: statusDetails,
  deployment_request_id: id.nullable(),
  /** Requests that target the service and still wait in the environment's queue. */
  deployment_requests_count: z.number().int(),
});
export type ServiceStatus = z.infer<typeof serviceStatus>;

export const deploymentOrigin = z.enum(['API', 'CLI', 'CONSOLE', 'GIT', 'TERRAFORM_PROVIDER']);
export type DeploymentOrigin = z.infer<typeof deploymentOrigin>;

export const environmentStatus = z.object({
  id,
  state: serviceState,
  last_deployment_date: timestamp.nullable(),
  last_deployment_state: serviceState,
  /** The request that ran last (its id is also the deploy call's answer). */
  last_deployment_id: z.string().nullable(),
  total_deployment_duration_in_seconds: z.number().int().nullable(),
  origin: deploymentOrigin.optional(),
  triggered_by: z.string().nullable(),
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

/** What a deploy (or any action) call answers: the request, queued. */
export const deploymentRequestStatus = z.enum(['QUEUED', 'RUNNING', 'DONE', 'CANCELED']);
export type DeploymentRequestStatus = z.infer<typeof deploymentRequestStatus>;

export const deploymentRequestAccepted = z.object({
  id,
  status: deploymentRequestStatus,
  /** The service, for a request made on one service (the spec's name for any service id). */
  application_id: id.optional(),
  environment_id: id,
  created_at: timestamp,
});
export type DeploymentRequestAccepted = z.infer<typeof deploymentRequestAccepted>;

/** One entry of an environment's (or a service's) deployment queue, in the order it will run. */
export const queuedDeploymentRequest = z.object({
  id,
  created_at: timestamp,
  action: deploymentAction,
  status: deploymentRequestStatus,
  /** 0 for the request running now, then 1, 2, ... for those waiting. */
  position: z.number().int(),
  origin: deploymentOrigin,
  triggered_by: z.string().nullable(),
  services: z.array(z.object({ id, service_type: serviceType })),
});
export type QueuedDeploymentRequest = z.infer<typeof queuedDeploymentRequest>;

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
    name: z.string(),
    execution_id: z.string(),
  }),
  action: deploymentAction,
  state: serviceState,
  status_details: statusDetails,
  created_at: timestamp,
  started_at: timestamp.nullable(),
  ended_at: timestamp.nullable(),
  total_duration_sec: z.number().int().nullable(),
  /** Why it ended in an error or was canceled. */
  reason: z.string().nullable(),
  version: z.object({
    config_version: z.string(),
    branch: z.string().nullable(),
    git_commit_id: z.string().nullable(),
    image_tag: z.string().nullable(),
    chart_version: z.string().nullable(),
  }),
  stage: z.object({ index: z.number().int(), name: z.string() }),
  steps: z.array(deploymentStep),
});
export type ServiceDeployment = z.infer<typeof serviceDeployment>;

export const deploymentStageProgress = z.object({
  /** The environment's deployment stage, when the order came from one. */
  stage_id: id.nullable(),
  name: z.string(),
  status: stageStatus,
  started_at: timestamp.nullable(),
  ended_at: timestamp.nullable(),
  /** The services that ran (or were to run) in this stage. */
  service_ids: z.array(id),
  /** The stage's services it skipped (`is_skipped` on the stage): they did not run. */
  skipped_service_ids: z.array(id),
  /** Why the stage did not run: the failure or the cancel that stopped the release before it. */
  reason: z.string().nullable(),
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
  triggered_by: z.string().nullable(),
  created_at: timestamp,
  started_at: timestamp.nullable(),
  ended_at: timestamp.nullable(),
  total_duration_sec: z.number().int().nullable(),
  /** Why the request ended without running its services, when the platform could not carry it out. */
  reason: z.string().nullable(),
  stages: z.array(deploymentStageProgress),
  services: z.array(serviceDeployment),
});
export type EnvironmentDeployment = z.infer<typeof environmentDeployment>;

export const logLevel = z.enum(['INFO', 'WARNING', 'ERROR']);
export type LogLevel = z.infer<typeof logLevel>;

export const deploymentLogLine = z.object({
  id,
  created_at: timestamp,
  level: logLevel,
  /** Null for the lines that open and close a deployment. */
  step: serviceStepName.nullable(),
  message: z.string(),
  service_id: id,
  deployment_id: id,
  deployment_request_id: id,
  execution_id: z.string(),
});
export type DeploymentLogLine = z.infer<typeof deploymentLogLine>;

/** Event kinds a webhook can subscribe to. */
export const deploymentEventType = z.enum([
  'DEPLOYMENT_STARTED',
  'DEPLOYMENT_SUCCEEDED',
  'DEPLOYMENT_FAILED',
  'DEPLOYMENT_CANCELLED',
]);
export type DeploymentEventType = z.infer<typeof deploymentEventType>;

export const deploymentEventPayload = z.object({
  /** The service's id, whatever its type (the spec's name). */
  application_id: id,
  service_type: serviceType,
  service_name: z.string(),
  environment_id: id,
  project_id: id,
  organization_id: id,
  deployment_id: id,
  deployment_request_id: id,
  action: deploymentAction,
  state: serviceState,
  time: timestamp,
  /** Why a deployment failed or was canceled. */
  message: z.string().nullable(),
});
export type DeploymentEventPayload = z.infer<typeof deploymentEventPayload>;

/** The body a webhook receiver gets. */
export const deploymentEvent = z.object({ event_type: deploymentEventType, payload: deploymentEventPayload });
export type DeploymentEvent = z.infer<typeof deploymentEvent>;

// Action request bodies.

const versionReference = z.string().trim().min(1, 'is required');

/** The spec lists `git_commit_id` as required; without it the branch's latest commit is deployed. */
export const applicationDeployRequest = z.object({ git_commit_id: versionReference.optional() });
export type ApplicationDeployRequest = z.infer<typeof applicationDeployRequest>;

export const containerDeployRequest = z.object({ image_tag: versionReference });
export type ContainerDeployRequest = z.infer<typeof containerDeployRequest>;

export const jobDeployRequest = z.object({
  image_tag: versionReference.optional(),
  git_commit_id: versionReference.optional(),
});
export type JobDeployRequest = z.infer<typeof jobDeployRequest>;

export const helmDeployRequest = z.object({
  chart_version: versionReference.optional(),
  git_commit_id: versionReference.optional(),
  values_override_git_commit_id: versionReference.optional(),
});
export type HelmDeployRequest = z.infer<typeof helmDeployRequest>;

export const terraformDeployAction = z.enum(['PLAN', 'FORCE_UNLOCK', 'MIGRATE_STATE']);
export type TerraformDeployAction = z.infer<typeof terraformDeployAction>;

export const terraformDeployRequest = z.object({
  id: id.nullable().optional(),
  git_commit_id: versionReference.optional(),
  /** Left out: plan and apply. */
  action: terraformDeployAction.nullable().optional(),
});
export type TerraformDeployRequest = z.infer<typeof terraformDeployRequest>;

/** Deploy some services of an environment, each with its own version. */
export const deployAllRequest = z.object({
  applications: z
    .array(z.object({ application_id: id, git_commit_id: versionReference.optional() }))
    .default([]),
  databases: z.array(id).default([]),
  containers: z.array(z.object({ id, image_tag: versionReference.optional() })).default([]),
  jobs: z.array(jobDeployRequest.extend({ id })).default([]),
  helms: z.array(helmDeployRequest.extend({ id })).default([]),
  terraforms: z.array(terraformDeployRequest.extend({ id })).default([]),
});
export type DeployAllRequest = z.input<typeof deployAllRequest>;

/** Only applications, databases and containers can restart. */
export const rebootServicesRequest = z.object({
  application_ids: z.array(id).default([]),
  database_ids: z.array(id).default([]),
  container_ids: z.array(id).default([]),
});
export type RebootServicesRequest = z.input<typeof rebootServicesRequest>;

/** Stop, uninstall or delete some services of an environment. */
export const environmentServiceIdsRequest = z.object({
  application_ids: z.array(id).default([]),
  container_ids: z.array(id).default([]),
  database_ids: z.array(id).default([]),
  job_ids: z.array(id).default([]),
  helm_ids: z.array(id).default([]),
  terraform_ids: z.array(id).default([]),
});
export type EnvironmentServiceIdsRequest = z.input<typeof environmentServiceIdsRequest>;

export const cancelEnvironmentDeploymentRequest = z.object({ force_cancel: z.boolean().default(false) });
export type CancelEnvironmentDeploymentRequest = z.input<typeof cancelEnvironmentDeploymentRequest>;
