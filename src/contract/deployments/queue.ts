import { z } from 'zod';
import { id, timestamp } from '../common';
import { serviceType } from '../services/common';
import { deploymentAction } from './states';
import { text } from '../text';

/**
 * Where a request came from. `PLATFORM_INTERNAL` (the public API's internal origin) is the platform acting on its own,
 * as on the demo's first start; its `triggered_by` says on what occasion (`first start`).
 */
export const deploymentOrigin = z.enum([
  'API',
  'CLI',
  'CONSOLE',
  'GIT',
  'TERRAFORM_PROVIDER',
  'PLATFORM_INTERNAL',
]);
export type DeploymentOrigin = z.infer<typeof deploymentOrigin>;

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
  triggered_by: text().nullable(),
  services: z.array(z.object({ id, service_type: serviceType })),
});
export type QueuedDeploymentRequest = z.infer<typeof queuedDeploymentRequest>;
