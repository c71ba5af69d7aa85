import { serviceDeploymentEndpointsByKind, type ServiceKind, type ServiceStatus } from '../../../../contract';
import { isInFlight, serviceStates } from '../../../lib/deployments/serviceStates';
import { kindWords } from './words';

/** What can be asked of one service from its page (deleting it stays in its settings' danger zone). */
export type ServiceActionName = 'deploy' | 'redeploy' | 'restart' | 'stop' | 'cancel' | 'uninstall';
export const serviceActionNames: readonly ServiceActionName[] = [
  'deploy',
  'redeploy',
  'restart',
  'stop',
  'cancel',
  'uninstall',
];

interface Subject {
  kind: ServiceKind;
  name: string;
}

export interface ServiceActionSpec {
  label: string;
  /** The confirmation's question. */
  question: (service: Subject) => string;
  /** What will happen, naming the service; with its status, whether it waits for the deployment under way. */
  consequence: (service: Subject, status?: ServiceStatus | null) => string;
  confirmLabel: string;
  destructive: boolean;
  /** The notice once the API has accepted it. */
  accepted: (service: Subject) => string;
  /** Completes "Could not …" when it fails. */
  attempt: (service: Subject) => string;
  /** Why the service's state forbids it, or undefined when it is allowed. */
  refusal: (status: ServiceStatus, service: Subject) => string | undefined;
  /** Why a kind of service never allows it (the API has no such action for it). */
  kindRefusal: (service: Subject) => string;
}

const stateWords = (status: ServiceStatus) => serviceStates[status.state].label.toLowerCase();
const neverDeployed = (status: ServiceStatus) => status.service_deployment_status === 'NEVER_DEPLOYED';
const isRunning = (status: ServiceStatus) =>
  !neverDeployed(status) && !['READY', 'STOPPED', 'DELETED'].includes(status.state);

function busy(status: ServiceStatus, { name }: Subject): string | undefined {
  if (!isInFlight(status.state)) return undefined;
  return `${name} is ${stateWords(status)}: wait for it to end, or cancel it.`;
}

const noKindRefusal = () => '';

/**
 * The API queues a deploy, redeploy or restart asked while the service's own deployment runs or waits: it starts once
 * that one ends. Said in the confirmation so nobody expects it to replace what runs.
 */
export function queuedAfterNote(status: ServiceStatus | null | undefined, { name }: Subject): string {
  if (!status || !isInFlight(status.state)) return '';
  return ` It is queued after the running deployment of ${name} (${stateWords(status)}) and starts once that ends.`;
}

export const serviceActions: Record<ServiceActionName, ServiceActionSpec> = {
  deploy: {
    label: 'Deploy',
    question: ({ name }) => `Deploy ${name}?`,
    consequence: (service, status) =>
      `This deploys the ${kindWords[service.kind]} ${service.name} with its current configuration.${
        queuedAfterNote(status, service) ||
        " It waits in the environment's queue behind any deployment under way."
      }`,
    confirmLabel: 'Deploy',
    destructive: false,
    accepted: ({ name }) => `Deployment of ${name} queued.`,
    attempt: ({ name }) => `deploy ${name}`,
    refusal: () => undefined,
    kindRefusal: noKindRefusal,
  },
  redeploy: {
    label: 'Redeploy',
    question: ({ name }) => `Redeploy ${name}?`,
    consequence: (service, status) =>
      `This deploys the ${kindWords[service.kind]} ${service.name} again at the version deployed last, picking up configuration changes.${queuedAfterNote(status, service)}`,
    confirmLabel: 'Redeploy',
    destructive: false,
    accepted: ({ name }) => `Redeployment of ${name} queued.`,
    attempt: ({ name }) => `redeploy ${name}`,
    refusal: (status, service) =>
      neverDeployed(status) ? `${service.name} has never been deployed: deploy it first.` : undefined,
    kindRefusal: noKindRefusal,
  },
  restart: {
    label: 'Restart',
    question: ({ name }) => `Restart ${name}?`,
    consequence: (service, status) =>
      `This restarts the instances of the ${kindWords[service.kind]} ${service.name} one by one, at the version running now.${queuedAfterNote(status, service)}`,
    confirmLabel: 'Restart',
    destructive: false,
    accepted: ({ name }) => `Restart of ${name} queued.`,
    attempt: ({ name }) => `restart ${name}`,
    refusal: (status, service) =>
      isRunning(status) ? undefined : `${service.name} is not running (${stateWords(status)}).`,
    kindRefusal: ({ kind }) =>
      `Only applications, containers and databases restart; a ${kindWords[kind]} does not.`,
  },
  stop: {
    label: 'Stop',
    question: ({ name }) => `Stop ${name}?`,
    consequence: ({ kind, name }) =>
      `This stops the ${kindWords[kind]} ${name}: its instances are scaled down to zero. Its configuration stays; deploying starts it again.`,
    confirmLabel: 'Stop',
    destructive: true,
    accepted: ({ name }) => `Stop of ${name} queued.`,
    attempt: ({ name }) => `stop ${name}`,
    refusal: (status, service) => {
      if (status.state === 'STOPPED') return `${service.name} is already stopped.`;
      return (
        busy(status, service) ??
        (isRunning(status) ? undefined : `${service.name} is not running (${stateWords(status)}).`)
      );
    },
    kindRefusal: () => 'Terraform cannot be stopped: uninstall it to destroy what it created.',
  },
  cancel: {
    label: 'Cancel deployment',
    question: ({ name }) => `Cancel the deployment of ${name}?`,
    consequence: ({ name }) =>
      `A request still waiting is withdrawn; one under way winds down its current step and ends as canceled. What ${name} ran before stays.`,
    confirmLabel: 'Cancel deployment',
    destructive: true,
    accepted: ({ name }) => `Canceling the deployment of ${name}.`,
    attempt: ({ name }) => `cancel the deployment of ${name}`,
    refusal: (status, { name }) => {
      if (status.state === 'CANCELING') return `${name} is already canceling.`;
      return isInFlight(status.state) ? undefined : `Nothing to cancel: ${name} is ${stateWords(status)}.`;
    },
    kindRefusal: noKindRefusal,
  },
  uninstall: {
    label: 'Uninstall',
    question: ({ name }) => `Uninstall ${name}?`,
    consequence: ({ kind, name }) =>
      `This removes everything the ${kindWords[kind]} ${name} runs in the cluster${
        kind === 'terraform' ? ' and destroys the resources it created' : ''
      }. Its configuration stays, so it can be deployed again.`,
    confirmLabel: 'Uninstall',
    destructive: true,
    accepted: ({ name }) => `Uninstall of ${name} queued.`,
    attempt: ({ name }) => `uninstall ${name}`,
    refusal: (status, service) => {
      if (status.state === 'DELETED') return `${service.name} is already uninstalled.`;
      return (
        busy(status, service) ??
        (neverDeployed(status) && status.state === 'READY'
          ? `${service.name} has never been deployed: nothing to uninstall.`
          : undefined)
      );
    },
    kindRefusal: noKindRefusal,
  },
};

/** Whether the API has the action for this kind of service (restart and stop are not everywhere). */
export function kindAllows(kind: ServiceKind, action: ServiceActionName): boolean {
  return action in serviceDeploymentEndpointsByKind[kind];
}

/**
 * Why the action cannot be used now, or undefined when it can: permission first (it will not change by waiting),
 * then the kind of service, then its state.
 */
export function serviceActionRefusal(
  action: ServiceActionName,
  service: Subject,
  status: ServiceStatus | null | undefined,
  permission: { allowed: boolean; reason?: string | undefined },
): string | undefined {
  if (!permission.allowed) return permission.reason;
  const spec = serviceActions[action];
  if (!kindAllows(service.kind, action)) return spec.kindRefusal(service);
  if (status === undefined) return `Checking the state of ${service.name}…`;
  if (status === null) return `The state of ${service.name} is not known yet.`;
  return spec.refusal(status, service);
}
