import { z } from 'zod';
import { id } from '../common';
import { trimmedLine } from '../text';

const versionReference = trimmedLine().min(1, 'is required');

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
