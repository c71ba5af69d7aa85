import { z } from 'zod';
import { id, timestamp } from '../common';
import { serviceType } from '../services/common';
import { deploymentAction, serviceState } from './states';
import { text } from '../text';

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
  service_name: text(),
  environment_id: id,
  project_id: id,
  organization_id: id,
  deployment_id: id,
  deployment_request_id: id,
  action: deploymentAction,
  state: serviceState,
  time: timestamp,
  /** Why a deployment failed or was canceled. */
  message: text().nullable(),
});
export type DeploymentEventPayload = z.infer<typeof deploymentEventPayload>;

/** The body a webhook receiver gets. */
export const deploymentEvent = z.object({ event_type: deploymentEventType, payload: deploymentEventPayload });
export type DeploymentEvent = z.infer<typeof deploymentEvent>;
