import type { DeploymentAction } from '../../contract/deployments';
import type { WebhookDeliveryBody, WebhookEventType, WebhookKind } from '../../contract/webhooks';
import type { WebhookEvent } from './records';

/** The JSON a receiver gets: the same bytes on every attempt of a delivery. */
export function deliveryBody(kind: WebhookKind, event: WebhookEvent): string {
  if (kind === 'SLACK') return JSON.stringify({ text: slackText(event) });
  const body: WebhookDeliveryBody = { event_type: event.type, payload: event.payload };
  if (event.test) body.test = true;
  return JSON.stringify(body);
}

const actionNoun: Record<DeploymentAction, string> = {
  DEPLOY: 'Deployment',
  REDEPLOY: 'Redeployment',
  STOP: 'Stop',
  RESTART: 'Restart',
  UNINSTALL: 'Uninstall',
  DELETE: 'Deletion',
};

const outcome: Record<WebhookEventType, string> = {
  DEPLOYMENT_STARTED: 'started',
  DEPLOYMENT_SUCCEEDED: 'succeeded',
  DEPLOYMENT_FAILED: 'failed',
  DEPLOYMENT_CANCELLED: 'was cancelled',
};

/** Slack reads `&`, `<` and `>` as markup: names must not be able to make links or mentions. */
function escapeForSlack(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** One sentence a person reads in a Slack channel. */
export function slackText(event: WebhookEvent): string {
  const { payload } = event;
  const where = `${payload.project_name} / ${payload.environment_name} (${payload.environment_type.toLowerCase()})`;
  const service = `${payload.service_name} (${payload.service_type.toLowerCase()})`;
  const reason = event.type === 'DEPLOYMENT_FAILED' && payload.message ? `: ${payload.message}` : '.';
  const sentence = `${actionNoun[payload.action]} of ${service} in ${where} ${outcome[event.type]}${reason}`;
  return escapeForSlack(event.test ? `Test event: ${sentence}` : sentence);
}

const sampleState = {
  DEPLOYMENT_STARTED: 'DEPLOYING',
  DEPLOYMENT_SUCCEEDED: 'DEPLOYED',
  DEPLOYMENT_FAILED: 'DEPLOYMENT_ERROR',
  DEPLOYMENT_CANCELLED: 'CANCELED',
} as const satisfies Record<WebhookEventType, string>;

/** A made-up deployment event, shaped like real ones, for "send test event". */
export function sampleEvent(options: {
  organizationId: string;
  type: WebhookEventType;
  now: Date;
  newId: () => string;
}): WebhookEvent {
  const { organizationId, type, now, newId } = options;
  return {
    id: newId(),
    organizationId,
    type,
    occurredAt: now,
    test: true,
    payload: {
      application_id: newId(),
      service_type: 'APPLICATION',
      service_name: 'example-app',
      environment_id: newId(),
      environment_name: 'example-environment',
      environment_type: 'DEVELOPMENT',
      project_id: newId(),
      project_name: 'example-project',
      organization_id: organizationId,
      deployment_id: newId(),
      deployment_request_id: newId(),
      action: 'DEPLOY',
      state: sampleState[type],
      time: now.toISOString(),
      message: type === 'DEPLOYMENT_FAILED' ? 'This is a test event: nothing was deployed.' : null,
    },
  };
}
