import { z } from 'zod';
import { deploymentStatus } from '../clusters';

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
