import type { DeploymentEventType } from '../../contract/deployments';
import type { DeploymentRecord, OutboxEvent } from './records';

/** An event before the store gives it an id. */
export type EventDraft = Omit<OutboxEvent, 'id'>;

/** The webhook event that announces where a deployment has got to. */
export function deploymentEvent(
  type: DeploymentEventType,
  deployment: DeploymentRecord,
  at: Date,
): EventDraft {
  return {
    organizationId: deployment.organizationId,
    type,
    createdAt: at,
    payload: {
      application_id: deployment.serviceId,
      service_type: deployment.serviceType,
      service_name: deployment.serviceName,
      environment_id: deployment.environmentId,
      project_id: deployment.projectId,
      organization_id: deployment.organizationId,
      deployment_id: deployment.id,
      deployment_request_id: deployment.requestId,
      action: deployment.action,
      state: deployment.state,
      time: at.toISOString(),
      message: deployment.reason,
    },
  };
}
